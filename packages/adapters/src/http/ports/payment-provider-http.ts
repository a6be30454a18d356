import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { Payments } from "@waea/domain/ports";
import { ConfirmationCodes } from "../../payments/confirmation-codes";
import type { ConfirmViaApi } from "../../payments/fake-api-payments";
import { lazyPayments } from "../../payments/lazy-payments";
import { choosePayments, type InvalidStripeKey } from "../../payments/payments-choice";
import type { PaymentsConfig } from "../../payments/payments-layer";
import type { HttpApiClient } from "../client";

/** The simulated card provider's confirmation over the API client, for the shells' Payments layer. */
export class CardProviderViaApi extends Context.Tag("waea/CardProviderViaApi")<
  CardProviderViaApi,
  { readonly confirm: ConfirmViaApi }
>() {}

/**
 * Part of makeHttpLayer: the provider's confirmation over the same client as the operator's ports. Its contract calls
 * (provider-confirm-http.ts) are imported on the first confirmation; a module that cannot be fetched fails that one
 * as an unavailable provider, and the next tries again.
 */
export const httpProviderLayer = (client: HttpApiClient): Layer.Layer<CardProviderViaApi> => {
  let loading: Promise<ConfirmViaApi> | undefined;
  const load = () =>
    (loading ??= import("./provider-confirm-http").then(
      (module) => module.makeHttpConfirmViaApi(client),
      (cause: unknown) => {
        loading = undefined;
        throw cause;
      },
    ));
  return Layer.succeed(CardProviderViaApi, {
    confirm: (kind, clientSecret, paymentMethod) =>
      Effect.flatMap(
        Effect.tryPromise({
          try: load,
          catch: (cause) => ({
            message: cause instanceof Error ? cause.message : String(cause),
            code: ConfirmationCodes.providerUnavailable,
          }),
        }),
        (confirm) => confirm(kind, clientSecret, paymentMethod),
      ),
  });
};

/**
 * The Payments port for a shell: Stripe when a publishable key is set, otherwise the fake adapter confirming with
 * the fake API's provider through makeHttpLayer's client. Fails on an unusable key (a secret key, say).
 * The chosen provider's code is imported on the first confirmation (lazyPayments).
 * `Layer.provide(cardPaymentsLayer({ stripePublishableKey }), makeHttpLayer(options))`.
 */
export const cardPaymentsLayer = (
  config: Omit<PaymentsConfig, "confirmViaApi">,
): Layer.Layer<Payments, InvalidStripeKey, CardProviderViaApi> =>
  Layer.unwrapEffect(
    Effect.map(CardProviderViaApi, (provider) => {
      // The key is judged as the layer is built (a secret key fails it); the chosen provider's code loads on use.
      const choice = choosePayments(config.stripePublishableKey);
      return choice._tag === "Invalid"
        ? Layer.fail(choice.error)
        : Layer.succeed(
            Payments,
            lazyPayments(() =>
              import("../../payments/payments-layer").then((module) =>
                Either.getOrThrow(module.makePayments({ ...config, confirmViaApi: provider.confirm })),
              ),
            ),
          );
    }),
  );
