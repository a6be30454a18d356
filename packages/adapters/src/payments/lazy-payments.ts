import * as Effect from "effect/Effect";
import { CardConfirmationError, type PaymentsService } from "@waea/domain/ports";
import { loadOnce } from "../lazy-load/load-once";
import { ConfirmationCodes } from "./confirmation-codes";

/**
 * A Payments port whose provider (Stripe's adapter or the fake API's, with their confirmation rules) is imported on
 * the first confirmation, so a browser's start carries none of it. A module that cannot be fetched fails that
 * confirmation as an unavailable provider (the secret kept, as every refusal keeps it); the next one tries again.
 */
export const lazyPayments = (load: () => Promise<PaymentsService>): PaymentsService => {
  const provider = loadOnce(load);
  const loaded = (clientSecret: string): Effect.Effect<PaymentsService, CardConfirmationError> =>
    Effect.tryPromise({
      try: provider,
      catch: (cause) =>
        new CardConfirmationError({
          clientSecret,
          message: cause instanceof Error ? cause.message : String(cause),
          code: ConfirmationCodes.providerUnavailable,
        }),
    });
  return {
    confirmCardPayment: (clientSecret, paymentMethod) =>
      Effect.flatMap(loaded(clientSecret), (payments) =>
        payments.confirmCardPayment(clientSecret, paymentMethod),
      ),
    confirmCardSetup: (clientSecret) =>
      Effect.flatMap(loaded(clientSecret), (payments) => payments.confirmCardSetup(clientSecret)),
  };
};
