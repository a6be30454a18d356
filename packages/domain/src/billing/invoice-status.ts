import type { Cents } from "../money";
import type { Invoice, InvoiceStatus } from "./invoice";
import { BillingMessages, type BillingMessageKey } from "./messages";

export const InvoiceStatusLabelKeys: Readonly<Record<InvoiceStatus, BillingMessageKey>> = {
  OPEN: BillingMessages.statusOpen,
  PAID: BillingMessages.statusPaid,
  DUE: BillingMessages.statusDue,
  OVERDUE: BillingMessages.statusOverdue,
  VOID: BillingMessages.statusVoid,
};

/** DUE and OVERDUE are unpaid (spec 02 §4). */
export const isUnpaid = (invoice: Pick<Invoice, "Status">): boolean =>
  invoice.Status === "DUE" || invoice.Status === "OVERDUE";

/** Open invoices form the current period: charges not yet billed. */
export const currentPeriodInvoices = <I extends Pick<Invoice, "Status">>(
  invoices: ReadonlyArray<I>,
): ReadonlyArray<I> => invoices.filter((invoice) => invoice.Status === "OPEN");

export const unpaidInvoices = <I extends Pick<Invoice, "Status">>(
  invoices: ReadonlyArray<I>,
): ReadonlyArray<I> => invoices.filter(isUnpaid);

export const hasOverdue = (
  invoices: ReadonlyArray<Pick<Invoice, "Status">>,
  summary?: { readonly OverdueCount?: number | undefined },
): boolean => invoices.some((invoice) => invoice.Status === "OVERDUE") || (summary?.OverdueCount ?? 0) > 0;

/** The existence of an overdue invoice raises a warning. */
export const overdueWarning = (
  invoices: ReadonlyArray<Pick<Invoice, "Status">>,
  summary?: { readonly OverdueCount?: number | undefined },
): BillingMessageKey | undefined =>
  hasOverdue(invoices, summary) ? BillingMessages.overdueWarning : undefined;

/** What is still owed on billed invoices: the remaining amounts of DUE and OVERDUE ones (never negative). */
export const outstandingCents = (
  invoices: ReadonlyArray<Pick<Invoice, "Status" | "RemainingAmountCents">>,
): Cents =>
  unpaidInvoices(invoices).reduce((sum, invoice) => sum + Math.max(0, invoice.RemainingAmountCents), 0);
