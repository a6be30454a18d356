import * as Either from "effect/Either";
import type { CardConfirmationError, PaymentConfirmation } from "@waea/domain/ports";
import type { ConfirmationKind } from "./client-secret";
import { confirmationError, toConfirmation } from "./confirmation";
import type { StripeErrorLike, StripeIntentLike } from "./stripe-like";

/** What a Stripe confirmation returned: the intent or an error. */
export interface StripeOutcome {
  readonly intent?: StripeIntentLike | undefined;
  readonly error?: StripeErrorLike | undefined;
}

const NO_MESSAGE = "The card provider refused the confirmation.";

/**
 * A Stripe error as the port's failure. The code is the decline code when there is one (insufficient_funds says
 * more than card_declined), else Stripe's error code; the message is Stripe's, without the secret.
 */
export const fromStripeError = (clientSecret: string, error: StripeErrorLike): CardConfirmationError =>
  confirmationError(clientSecret, error.message ?? NO_MESSAGE, error.decline_code ?? error.code);

/** A Stripe confirmation result, its intent (paymentIntent or setupIntent) or error, as the port's outcome. */
export const fromStripeResult = (
  kind: ConfirmationKind,
  clientSecret: string,
  result: StripeOutcome,
): Either.Either<PaymentConfirmation, CardConfirmationError> => {
  if (result.error !== undefined) return Either.left(fromStripeError(clientSecret, result.error));
  if (result.intent === undefined) return Either.left(confirmationError(clientSecret, NO_MESSAGE));
  return toConfirmation(kind, clientSecret, result.intent);
};
