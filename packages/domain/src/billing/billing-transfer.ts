import * as Either from "effect/Either";
import type { BillingKind } from "../account";
import type { Cents } from "../money";
import type { Invoice } from "./invoice";
import { BillingMessages, type BillingMessageKey } from "./messages";

export interface BillingTransferFacts {
  readonly from: BillingKind;
  readonly to: BillingKind;
  readonly invoices: ReadonlyArray<Pick<Invoice, "Status" | "RemainingAmountCents">>;
  /** The postpay balance owed, when leaving postpay (positive is owed). */
  readonly balanceOwingCents?: Cents;
}

/**
 * What must be paid before the billing type can change: every remaining amount on open (current period), due
 * and overdue invoices, and any balance owed. Open invoices count because the old billing type's period is closed
 * by the transfer (decided: the spec says only "outstanding amounts").
 */
export const amountToSettleCents = (
  facts: Pick<BillingTransferFacts, "invoices" | "balanceOwingCents">,
): Cents =>
  facts.invoices
    .filter(
      (invoice) => invoice.Status === "OPEN" || invoice.Status === "DUE" || invoice.Status === "OVERDUE",
    )
    .reduce((sum, invoice) => sum + Math.max(0, invoice.RemainingAmountCents), 0) +
  Math.max(0, facts.balanceOwingCents ?? 0);

/** PLAN-10: transfer between postpay, prepay and PAYG once outstanding amounts are paid. */
export const canTransferBillingType = (
  facts: BillingTransferFacts,
): Either.Either<{ readonly from: BillingKind; readonly to: BillingKind }, BillingMessageKey> => {
  if (facts.from === facts.to) return Either.left(BillingMessages.transferSameType);
  if (amountToSettleCents(facts) > 0) return Either.left(BillingMessages.transferOutstandingFirst);
  return Either.right({ from: facts.from, to: facts.to });
};
