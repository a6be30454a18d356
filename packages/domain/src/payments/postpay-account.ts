import {
  billingCycleDays,
  type BillingCycle,
  type BillingPeriod,
  type Invoice,
  type PostpayAccount,
} from "../billing";
import { DAY_MILLIS, nzStartOfDay } from "../calendar";
import type { Cents } from "../money";
import { addOneMonth } from "../plans";
import { millisToNanos, nanosToMillis } from "../ports";
import { postpayAccountBalanceCents } from "./bill-settlement";

/** The end of a billing period that starts at `from` (epoch ms): a calendar month, or 7 or 28 days. */
export const billingPeriodEnd = (from: number, cycle: BillingCycle | undefined): number => {
  const days = cycle === undefined ? undefined : billingCycleDays(cycle);
  return days === undefined ? addOneMonth(from) : from + days * DAY_MILLIS;
};

export interface PostpayAccountFacts {
  readonly invoices: ReadonlyArray<
    Pick<Invoice, "Status" | "RemainingAmountCents" | "PeriodFromNanos" | "PeriodUptoNanos">
  >;
  readonly cycle: BillingCycle | undefined;
  readonly creditCents: Cents;
  readonly nowMillis: number;
}

const periodOf = (from: number, upto: number): BillingPeriod => ({
  From: millisToNanos(from),
  Upto: millisToNanos(upto),
});

/**
 * The reply of payments.getAccount (PAY-10): the Balance owed and the billing cycles. The current cycle is the OPEN
 * invoice's period (or, once credit or a payment covered it and it is PAID, that invoice's while it holds today);
 * without one it starts where the latest invoiced period ended (or today, NZ time, when nothing
 * was ever invoiced). The next cycle follows it, one cycle long (decided: the spec names the fields only).
 */
export const postpayAccountOf = (facts: PostpayAccountFacts): PostpayAccount => {
  const now = millisToNanos(facts.nowMillis);
  const withPeriod = facts.invoices.filter(
    (invoice) => invoice.PeriodFromNanos !== undefined && invoice.PeriodUptoNanos !== undefined,
  );
  // The current period's invoice: the OPEN one, or one paid in advance (PAID) whose period holds today.
  const open =
    withPeriod.find((invoice) => invoice.Status === "OPEN") ??
    withPeriod.find(
      (invoice) =>
        invoice.Status === "PAID" &&
        (invoice.PeriodFromNanos ?? 0) <= now &&
        now < (invoice.PeriodUptoNanos ?? 0),
    );
  const ends = facts.invoices.flatMap((invoice) =>
    invoice.PeriodUptoNanos === undefined ? [] : [nanosToMillis(invoice.PeriodUptoNanos)],
  );
  const from =
    open?.PeriodFromNanos !== undefined
      ? nanosToMillis(open.PeriodFromNanos)
      : ends.length > 0
        ? Math.max(...ends)
        : nzStartOfDay(facts.nowMillis);
  const upto =
    open?.PeriodUptoNanos !== undefined
      ? nanosToMillis(open.PeriodUptoNanos)
      : billingPeriodEnd(from, facts.cycle);
  return {
    Balance: postpayAccountBalanceCents(facts.invoices, facts.creditCents),
    CurrentBillingCycle: periodOf(from, upto),
    NextBillingCycle: periodOf(upto, billingPeriodEnd(upto, facts.cycle)),
  };
};
