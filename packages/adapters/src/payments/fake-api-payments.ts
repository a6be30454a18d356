import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import {
  Payments,
  type CardConfirmationError,
  type EnteredCard,
  type PaymentConfirmation,
  type PaymentsService,
} from "@waea/domain/ports";
import type { ConfirmationKind } from "./client-secret";
import { checkSecret, confirmationError, toConfirmation } from "./confirmation";

export interface ApiConfirmationReply {
  readonly status: string;
  readonly id: string;
}

export interface ApiConfirmationFailure {
  readonly message: string;
  readonly code?: string | undefined;
}

/**
 * Confirms a secret with the fake API's payment provider: with a stored card (its id) or a card entered on the page.
 * The secret, the payment method and card data go in the request body, never in the URL or a log line.
 */
export type ConfirmViaApi = (
  kind: ConfirmationKind,
  clientSecret: string,
  paymentMethod?: string | EnteredCard,
) => Effect.Effect<ApiConfirmationReply, ApiConfirmationFailure>;

/**
 * The Payments port confirming through the fake API instead of a card provider (no Stripe key set). Replies map to
 * the port like Stripe's do; a refusal becomes a CardConfirmationError carrying the client secret. A blank secret
 * is refused without a call.
 */
export const makeFakeApiPayments = (confirmViaApi: ConfirmViaApi): PaymentsService => {
  const confirm = (
    kind: ConfirmationKind,
    clientSecret: string,
    paymentMethod?: string | EnteredCard,
  ): Effect.Effect<PaymentConfirmation, CardConfirmationError> =>
    Effect.gen(function* () {
      yield* checkSecret(clientSecret);
      const call =
        paymentMethod === undefined || (typeof paymentMethod === "string" && paymentMethod.trim() === "")
          ? confirmViaApi(kind, clientSecret)
          : confirmViaApi(kind, clientSecret, paymentMethod);
      const reply = yield* Effect.mapError(call, (failure) =>
        confirmationError(clientSecret, failure.message, failure.code),
      );
      return yield* toConfirmation(kind, clientSecret, reply);
    });
  return {
    confirmCardPayment: (clientSecret, paymentMethod) => confirm("payment", clientSecret, paymentMethod),
    confirmCardSetup: (setupIntentSecret) => confirm("setup", setupIntentSecret),
  };
};

export const fakeApiPaymentsLayer = (confirmViaApi: ConfirmViaApi): Layer.Layer<Payments> =>
  Layer.sync(Payments, () => makeFakeApiPayments(confirmViaApi));
