import * as Effect from "effect/Effect";
import type { ApiError } from "@waea/domain/ports";
import { ConfirmationCodes } from "../../payments/confirmation-codes";
import type { ApiConfirmationFailure, ConfirmViaApi } from "../../payments/fake-api-payments";
import type { HttpApiClient } from "../client";
import { providerCalls } from "../contract/payment-provider";
import type { ProviderError } from "../contract/payment-provider";

/** A transport or contract failure as a refused confirmation; the provider's own refusals keep their text. */
const failureOf = (error: ApiError): ApiConfirmationFailure => {
  switch (error._tag) {
    case "NetworkError":
      return { message: error.message, code: ConfirmationCodes.providerUnavailable };
    case "DecodeError":
      return { message: error.message, code: ConfirmationCodes.providerFailed };
    default:
      return { message: error.message };
  }
};

/** An intent that came back with an error (a declined card) is a failed confirmation with the provider's code. */
const settled = <I extends { readonly id: string; readonly status: string }>(
  intent: I,
  error: ProviderError | undefined,
): Effect.Effect<{ readonly id: string; readonly status: string }, ApiConfirmationFailure> =>
  error === undefined
    ? Effect.succeed({ id: intent.id, status: intent.status })
    : Effect.fail({ message: error.message, code: error.code });

/**
 * Confirms secrets with the fake API's simulated card provider (the provider entries of the contract): the secret
 * and the card go in the request body. Hand it to `makeFakeApiPayments` or `paymentsLayer({ confirmViaApi })`.
 */
export const makeHttpConfirmViaApi =
  (client: HttpApiClient): ConfirmViaApi =>
  (kind, clientSecret, paymentMethod) => {
    const provider = client.calls(providerCalls);
    const body =
      paymentMethod === undefined
        ? { client_secret: clientSecret }
        : typeof paymentMethod === "string"
          ? { client_secret: clientSecret, payment_method: paymentMethod }
          : {
              client_secret: clientSecret,
              payment_method_data: {
                type: "card" as const,
                card: {
                  number: paymentMethod.number,
                  exp_month: paymentMethod.expMonth,
                  exp_year: paymentMethod.expYear,
                  cvc: paymentMethod.cvc,
                },
              },
            };
    return kind === "payment"
      ? provider.confirmCardPayment({ body }).pipe(
          Effect.mapError(failureOf),
          Effect.flatMap((intent) => settled(intent, intent.last_payment_error)),
        )
      : provider.confirmCardSetup({ body }).pipe(
          Effect.mapError(failureOf),
          Effect.flatMap((intent) => settled(intent, intent.last_setup_error)),
        );
  };
