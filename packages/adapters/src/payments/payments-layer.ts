import * as Data from "effect/Data";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { Payments, type PaymentsService } from "@waea/domain/ports";
import { makeFakeApiPayments, type ConfirmViaApi } from "./fake-api-payments";
import type { LoadStripe } from "./stripe-like";
import { makeStripePayments } from "./stripe-payments";

/** The configured Stripe key cannot be used. The message never repeats the key. */
export class InvalidStripeKey extends Data.TaggedError("InvalidStripeKey")<{ readonly message: string }> {}

export type PaymentsChoice =
  | { readonly _tag: "Stripe"; readonly publishableKey: string }
  | { readonly _tag: "Fake" }
  | { readonly _tag: "Invalid"; readonly error: InvalidStripeKey };

const PUBLISHABLE_KEY = /^pk_(test|live)_[A-Za-z0-9_]+$/;
const SECRET_KEY = /^(sk|rk)_/;

/**
 * Which card provider to use (issue 3: "Payments use the fake adapter unless a Stripe key is set"): the fake API
 * when the key is unset or blank, Stripe for a publishable key (pk_test_/pk_live_), and a refusal for anything else,
 * in particular a secret key, which must never reach a browser.
 */
export const choosePayments = (stripePublishableKey: string | undefined): PaymentsChoice => {
  const key = stripePublishableKey?.trim() ?? "";
  if (key === "") return { _tag: "Fake" };
  if (PUBLISHABLE_KEY.test(key)) return { _tag: "Stripe", publishableKey: key };
  const message = SECRET_KEY.test(key)
    ? "The Stripe key is a secret key; the portal needs the publishable key (pk_test_... or pk_live_...)."
    : "The Stripe key is not a publishable key (pk_test_... or pk_live_...).";
  return { _tag: "Invalid", error: new InvalidStripeKey({ message }) };
};

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
