import * as Either from "effect/Either";
import type { Cents } from "../money";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";

/** A custom amount is at least the minimum charge of $1.00 (spec 02 §5). */
export const PAY_BILL_MIN_CENTS = 100;
/** Decided: at most $10,000.00 at once, above any plausible mobile bill, to catch a mistyped amount. */
export const PAY_BILL_MAX_CENTS = 1_000_000;

/** PAY-04: a custom bill payment is a whole number of cents from $1.00 to $10,000.00; nothing is an amount required. */
export const checkPayBillAmount = (cents: number | undefined): Either.Either<Cents, PaymentsMessageKey> => {
  if (cents === undefined || !Number.isInteger(cents) || cents <= 0)
    return Either.left(PaymentsMessages.amountRequired);
  if (cents < PAY_BILL_MIN_CENTS) return Either.left(PaymentsMessages.payBillAmountTooSmall);
  if (cents > PAY_BILL_MAX_CENTS) return Either.left(PaymentsMessages.payBillAmountTooLarge);
  return Either.right(cents);
};
