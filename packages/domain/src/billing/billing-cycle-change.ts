import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { Invoice } from "./invoice";
import { BillingCycle, billingCycleOption } from "./billing-cycle";
import { BillingMessages, type BillingMessageKey } from "./messages";

type Closable = Pick<Invoice, "Number" | "Status"> & { readonly PeriodUptoNanos?: number | undefined };

export interface BillingCycleChange<I extends Closable> {
  readonly cycle: BillingCycle;
  /** Every invoice, with the outstanding (OPEN) ones closed and marked DUE. */
  readonly invoices: ReadonlyArray<I>;
  /** Numbers of the invoices the change closed. */
  readonly closed: ReadonlyArray<string>;
}

/**
 * A bill cycle change (PAY-09, spec 02 §4) closes the outstanding bills of the current period and marks them due;
 * it is refused when the environment does not allow it, and choosing the cycle already in force is refused too
 * (nothing would change but the open period would be closed early). The closed period ends at the change
 * (`closedAtNanos`) when it would have run past it, so the new cycle starts now and contains today.
 */
export const changeBillingCycleRule = <I extends Closable>(
  current: BillingCycle | undefined,
  next: BillingCycle,
  invoices: ReadonlyArray<I>,
  allowed: boolean,
  closedAtNanos?: number,
): Either.Either<BillingCycleChange<I>, BillingMessageKey> => {
  if (!allowed) return Either.left(BillingMessages.cycleChangeNotAllowed);
  if (current !== undefined && billingCycleOption(current) === billingCycleOption(next))
    return Either.left(BillingMessages.cycleUnchanged);
  const closed: string[] = [];
  const updated = invoices.map((invoice) => {
    const runsPast =
      closedAtNanos !== undefined &&
      invoice.PeriodUptoNanos !== undefined &&
      invoice.PeriodUptoNanos > closedAtNanos;
    // The current period paid in advance (PAID, applyAccountCredit) ends at the change too: nothing left to close.
    if (invoice.Status === "PAID" && runsPast) return { ...invoice, PeriodUptoNanos: closedAtNanos };
    if (invoice.Status !== "OPEN") return invoice;
    closed.push(invoice.Number);
    return runsPast
      ? { ...invoice, Status: "DUE" as const, PeriodUptoNanos: closedAtNanos }
      : { ...invoice, Status: "DUE" as const };
  });
  return Either.right({ cycle: next, invoices: updated, closed });
};

/** The reply of billing.setBillingCycle ("not shown"): the cycle now in force and the bills closed. */
export const BillingCycleChangeReply = Schema.Struct({
  BillingCycle: BillingCycle,
  ClosedInvoices: Schema.Array(Schema.String),
});
export type BillingCycleChangeReply = typeof BillingCycleChangeReply.Type;

/** What a change of cycle does to the outstanding bills, said before the customer confirms (PAY-09). */
export interface BillingCycleChangeEffect {
  /** The open bills the change closes and marks due, with what each leaves to pay. */
  readonly closing: ReadonlyArray<Pick<Invoice, "Number" | "RemainingAmountCents">>;
  /** What becomes due now, in cents. */
  readonly dueNowCents: number;
}

/**
 * The effect of changing to `next` on these invoices, or why the change is refused (the rule above, run without
 * changing anything): the same rule the operator applies, so what is said is what happens.
 */
export const billingCycleChangeEffect = <I extends Closable & Pick<Invoice, "RemainingAmountCents">>(
  current: BillingCycle | undefined,
  next: BillingCycle,
  invoices: ReadonlyArray<I>,
  allowed: boolean,
): Either.Either<BillingCycleChangeEffect, BillingMessageKey> =>
  Either.map(changeBillingCycleRule(current, next, invoices, allowed), (change) => {
    const closing = invoices
      .filter((invoice) => change.closed.includes(invoice.Number))
      .map((invoice) => ({ Number: invoice.Number, RemainingAmountCents: invoice.RemainingAmountCents }));
    return {
      closing,
      dueNowCents: closing.reduce((sum, invoice) => sum + Math.max(0, invoice.RemainingAmountCents), 0),
    };
  });
