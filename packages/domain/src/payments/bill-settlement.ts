import type { Invoice } from "../billing";
import { outstandingCents, unpaidInvoices } from "../billing";
import type { Cents } from "../money";

type Payable = Pick<
  Invoice,
  "Number" | "Status" | "RemainingAmountCents" | "DueDateNanos" | "CreatedAtNanos"
>;

export interface BillSettlement<I extends Payable> {
  /** Every invoice, in the order given, with what the payment covered taken off (PAID when nothing remains). */
  readonly invoices: ReadonlyArray<I>;
  /** Numbers of the invoices the payment paid off. */
  readonly paid: ReadonlyArray<string>;
  /** What was paid beyond the DUE and OVERDUE invoices: credit on the account. */
  readonly creditCents: Cents;
}

const dueAt = (invoice: Payable): number => invoice.DueDateNanos ?? invoice.CreatedAtNanos ?? 0;

/**
 * PAY-04 as the operator applies it (decided: the spec only says a payment reduces the balance): a bill payment
 * pays the unpaid invoices (OVERDUE and DUE) oldest due date first, each down to zero and then PAID; what is left
 * then goes to the OPEN invoices (the current period, not billed yet), oldest first: one covered in full is PAID
 * (nothing is left to bill; it keeps its period), one covered in part stays OPEN with less remaining; only what is
 * left after them is credit. Credit on the account pays invoices the same way (applyAccountCredit). PAID and VOID
 * invoices are not touched.
 */
export const settleBillPayment = <I extends Payable>(
  invoices: ReadonlyArray<I>,
  amountCents: Cents,
): BillSettlement<I> => {
  let left = Math.max(0, amountCents);
  const cover = new Map<string, number>();
  const unpaid = [...unpaidInvoices(invoices)].sort((a, b) => dueAt(a) - dueAt(b));
  const open = invoices.filter((invoice) => invoice.Status === "OPEN").sort((a, b) => dueAt(a) - dueAt(b));
  for (const invoice of [...unpaid, ...open]) {
    const part = Math.min(left, Math.max(0, invoice.RemainingAmountCents));
    if (part <= 0) continue;
    cover.set(invoice.Number, part);
    left -= part;
  }
  const paid: string[] = [];
  const updated = invoices.map((invoice) => {
    const part = cover.get(invoice.Number);
    if (part === undefined) return invoice;
    const remaining = invoice.RemainingAmountCents - part;
    if (remaining > 0) return { ...invoice, RemainingAmountCents: remaining };
    paid.push(invoice.Number);
    return { ...invoice, RemainingAmountCents: 0, Status: "PAID" as const };
  });
  return { invoices: updated, paid, creditCents: left };
};

/**
 * Credit on a postpay account (an overpayment, a promo code, a guest's voucher) is not left beside an invoice that
 * still owes: it pays the account's DUE, OVERDUE and then OPEN invoices as a payment of that amount would, and only
 * what is left stays as credit. So an account in credit never shows an invoice with something remaining.
 */
export const applyAccountCredit = <I extends Payable>(
  invoices: ReadonlyArray<I>,
  creditCents: Cents,
): BillSettlement<I> => settleBillPayment(invoices, creditCents);

/** The postpay Balance: what DUE and OVERDUE invoices still owe, less credit (negative when in credit). */
export const postpayAccountBalanceCents = (
  invoices: ReadonlyArray<Pick<Invoice, "Status" | "RemainingAmountCents">>,
  creditCents: Cents,
): Cents => outstandingCents(invoices) - Math.max(0, creditCents);
