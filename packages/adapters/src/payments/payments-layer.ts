import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { Payments, type PaymentsService } from "@waea/domain/ports";
import { makeFakeApiPayments, type ConfirmViaApi } from "./fake-api-payments";
import type { LoadStripe } from "./stripe-like";
import { makeStripePayments } from "./stripe-payments";
import { choosePayments, type InvalidStripeKey } from "./payments-choice";

export { InvalidStripeKey, choosePayments, type PaymentsChoice } from "./payments-choice";

export interface PaymentsConfig {
  /** The Stripe publishable key; unset or blank for the fake adapter. */
  readonly stripePublishableKey?: string | undefined;
  /** How the fake adapter confirms with the fake API. */
  readonly confirmViaApi: ConfirmViaApi;
  /** How Stripe.js is loaded (tests); lazily from `@stripe/stripe-js/pure` by default. */
  readonly loadStripe?: LoadStripe;
}

/** The chosen Payments port, or why the Stripe key cannot be used. */
export const makePayments = (config: PaymentsConfig): Either.Either<PaymentsService, InvalidStripeKey> => {
  const choice = choosePayments(config.stripePublishableKey);
  switch (choice._tag) {
    case "Fake":
      return Either.right(makeFakeApiPayments(config.confirmViaApi));
    case "Stripe":
      return Either.right(
        makeStripePayments(
          config.loadStripe === undefined
            ? { publishableKey: choice.publishableKey }
            : { publishableKey: choice.publishableKey, loadStripe: config.loadStripe },
        ),
      );
    case "Invalid":
      return Either.left(choice.error);
  }
};

/** The Payments port: Stripe when a publishable key is set, the fake API otherwise; fails on an unusable key. */
export const paymentsLayer = (config: PaymentsConfig): Layer.Layer<Payments, InvalidStripeKey> =>
  Layer.effect(Payments, makePayments(config));
