import * as Effect from "effect/Effect";
import { Payments, type ApiError, type CardConfirmationError } from "../../ports";
import { PaymentsMessages } from "../messages";
import { paymentErrorKey } from "../payment-errors";
import { isCardConfirmationSuccess } from "../payment-outcome";
import { paymentsError, type PaymentsError } from "../payments-error";

/** An operator refusal (4xx/5xx with a message) becomes the catalogue message; transport and session errors pass. */
export const catalogueFailures = <A, R>(
  effect: Effect.Effect<A, ApiError, R>,
): Effect.Effect<A, PaymentsError | Exclude<ApiError, { readonly _tag: "ApiFailure" }>, R> =>
  Effect.catchTag(effect, "ApiFailure", (failure) =>
    Effect.fail(paymentsError(paymentErrorKey(failure.message), failure.message)),
  );

/**
 * Confirms a card payment with the card provider. A refused confirmation is passed on carrying the client secret
 * (CardConfirmationError); a confirmation that did not succeed is a card authorization error.
 */
export const confirmCardPayment = (
  clientSecret: string,
  paymentMethodToken?: string,
): Effect.Effect<void, PaymentsError | CardConfirmationError, Payments> =>
  Effect.gen(function* () {
    const payments = yield* Payments;
    const result = yield* payments.confirmCardPayment(
      clientSecret,
      ...(paymentMethodToken === undefined || paymentMethodToken === "" ? [] : [paymentMethodToken]),
    );
    if (!isCardConfirmationSuccess(result))
      return yield* Effect.fail(paymentsError(PaymentsMessages.cardAuthorizationError, result.status));
  });
