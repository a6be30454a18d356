import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { PaymentsMessages, type PaymentsMessageKey } from "./messages";
import { PaymentMethodType } from "./payment-request";

/** A top-up must be larger than $0.99 NZD: the minimum charge is $1.00 (spec 02 §5). */
export const TOP_UP_MIN_CENTS = 100;
/** Decided: at most $999.00 at once, the same ceiling as auto top-up amounts (1 to 999 dollars). */
export const TOP_UP_MAX_CENTS = 99_900;

export const checkTopUpAmount = (cents: number | undefined): Either.Either<Cents, PaymentsMessageKey> => {
  if (cents === undefined || !Number.isInteger(cents) || cents <= 0)
    return Either.left(PaymentsMessages.amountRequired);
  if (cents < TOP_UP_MIN_CENTS) return Either.left(PaymentsMessages.topUpAmountTooSmall);
  if (cents > TOP_UP_MAX_CENTS) return Either.left(PaymentsMessages.topUpAmountTooLarge);
  return Either.right(cents);
};

/** The body of payments.topUp. Amount is in cents (decided: every amount the operator takes is cents). */
export const TopUpRequest = Schema.Struct({
  ProductInstanceUUID: Schema.String,
  Amount: Cents,
  PaymentMethodType: PaymentMethodType,
  PaymentMethodID: Schema.String,
});
export type TopUpRequest = typeof TopUpRequest.Type;

/** The reply of payments.topUp ("not shown"): like a payment reply, plus the new balance when known. */
export const TopUpReply = Schema.Struct({
  Status: Schema.optional(Schema.String),
  ClientSecret: Schema.optional(Schema.String),
  MainBalCreditCents: Schema.optional(Cents),
});
export type TopUpReply = typeof TopUpReply.Type;

/** The reply of payments.topUpIntent: a secret to pay the top-up with a card. */
export const TopUpIntentReply = Schema.Struct({ ClientSecret: Schema.String });
export type TopUpIntentReply = typeof TopUpIntentReply.Type;
