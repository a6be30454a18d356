import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import type { Invoice } from "./invoice";
import { BillingCycle, billingCycleOption } from "./billing-cycle";
import { BillingMessages, type BillingMessageKey } from "./messages";

export interface BillingCycleChange<I extends Pick<Invoice, "Number" | "Status">> {
  readonly cycle: BillingCycle;
  /** Every invoice, with the outstanding (OPEN) ones closed and marked DUE. */
  readonly invoices: ReadonlyArray<I>;
  /** Numbers of the invoices the change closed. */
  readonly closed: ReadonlyArray<string>;
}

/**
 * A bill cycle change (PAY-09, spec 02 §4) closes the outstanding bills of the current period and marks them due;
 * it is refused when the environment does not allow it, and choosing the cycle already in force is refused too
 * (nothing would change but the open period would be closed early).
 */
export const changeBillingCycleRule = <I extends Pick<Invoice, "Number" | "Status">>(
  current: BillingCycle | undefined,
  next: BillingCycle,
  invoices: ReadonlyArray<I>,
  allowed: boolean,
): Either.Either<BillingCycleChange<I>, BillingMessageKey> => {
  if (!allowed) return Either.left(BillingMessages.cycleChangeNotAllowed);
  if (current !== undefined && billingCycleOption(current) === billingCycleOption(next))
    return Either.left(BillingMessages.cycleUnchanged);
  const closed: string[] = [];
  const updated = invoices.map((invoice) => {
    if (invoice.Status !== "OPEN") return invoice;
    closed.push(invoice.Number);
    return { ...invoice, Status: "DUE" as const };
  });
  return Either.right({ cycle: next, invoices: updated, closed });
};

/** The reply of billing.setBillingCycle ("not shown"): the cycle now in force and the bills closed. */
export const BillingCycleChangeReply = Schema.Struct({
  BillingCycle: BillingCycle,
  ClosedInvoices: Schema.Array(Schema.String),
});
export type BillingCycleChangeReply = typeof BillingCycleChangeReply.Type;
