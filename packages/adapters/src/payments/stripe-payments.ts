import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import {
  Payments,
  type CardConfirmationError,
  type PaymentConfirmation,
  type PaymentsService,
} from "@waea/domain/ports";
import { parseStripeClientSecret, type ConfirmationKind } from "./client-secret";
import { ConfirmationCodes, checkSecret, confirmationError } from "./confirmation";
import type { LoadStripe, StripeLike } from "./stripe-like";
import { fromStripeResult, type StripeOutcome } from "./stripe-result";

/**
 * Stripe.js through `@stripe/stripe-js/pure`, imported only when called: the default entry would fetch Stripe.js
 * from Stripe's servers as soon as it is imported.
 */
export const loadStripeLazily: LoadStripe = async (publishableKey) => {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  return loadStripe(publishableKey);
};

export interface StripePaymentsOptions {
  readonly publishableKey: string;
  /** How Stripe.js is loaded; loadStripeLazily by default, a fake in tests. */
  readonly loadStripe?: LoadStripe;
}

const messageOf = (error: unknown, otherwise: string): string =>
  error instanceof Error && error.message !== "" ? error.message : otherwise;

/**
 * The Payments port over Stripe.js. Nothing is loaded until the first confirmation; the loaded Stripe is kept, a
 * failed load is retried on the next confirmation. Secrets that are blank, or not Stripe's for this kind of
 * confirmation, are refused before anything is loaded.
 */
export const makeStripePayments = (options: StripePaymentsOptions): PaymentsService => {
  const load = options.loadStripe ?? loadStripeLazily;
  let loading: Promise<StripeLike> | undefined;

  const stripe = (): Promise<StripeLike> => {
    if (loading !== undefined) return loading;
    const attempt = Promise.resolve()
      .then(() => load(options.publishableKey))
      .then((loaded) => {
        if (loaded === null) throw new Error("Stripe.js cannot run here.");
        return loaded;
      });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };

  const confirm = (
    kind: ConfirmationKind,
    clientSecret: string,
    call: (stripe: StripeLike) => Promise<StripeOutcome>,
  ): Effect.Effect<PaymentConfirmation, CardConfirmationError> =>
    Effect.gen(function* () {
      yield* checkSecret(clientSecret);
      if (parseStripeClientSecret(clientSecret)?.kind !== kind)
        return yield* Effect.fail(
          confirmationError(
            clientSecret,
            `This is not a Stripe ${kind === "payment" ? "payment intent" : "setup intent"} client secret.`,
            ConfirmationCodes.invalidClientSecret,
          ),
        );
      const loaded = yield* Effect.tryPromise({
        try: stripe,
        catch: (error) =>
          confirmationError(
            clientSecret,
            messageOf(error, "The card provider could not be loaded."),
            ConfirmationCodes.providerUnavailable,
          ),
      });
      const outcome = yield* Effect.tryPromise({
        try: () => call(loaded),
        catch: (error) =>
          confirmationError(
            clientSecret,
            messageOf(error, "The card provider failed."),
            ConfirmationCodes.providerFailed,
          ),
      });
      return yield* fromStripeResult(kind, clientSecret, outcome);
    });

  return {
    confirmCardPayment: (clientSecret, paymentMethod) =>
      typeof paymentMethod === "object"
        ? Effect.fail(
            confirmationError(
              clientSecret,
              "Stripe takes a card typed on the page only through its own card field.",
              ConfirmationCodes.cardEntryUnsupported,
            ),
          )
        : confirm("payment", clientSecret, async (loaded) => {
            const { paymentIntent, error } =
              paymentMethod === undefined || paymentMethod.trim() === ""
                ? await loaded.confirmCardPayment(clientSecret)
                : await loaded.confirmCardPayment(clientSecret, { payment_method: paymentMethod });
            return { intent: paymentIntent, error };
          }),
    confirmCardSetup: (setupIntentSecret) =>
      confirm("setup", setupIntentSecret, async (loaded) => {
        const { setupIntent, error } = await loaded.confirmCardSetup(setupIntentSecret);
        return { intent: setupIntent, error };
      }),
  };
};

export const stripePaymentsLayer = (options: StripePaymentsOptions): Layer.Layer<Payments> =>
  Layer.sync(Payments, () => makeStripePayments(options));
