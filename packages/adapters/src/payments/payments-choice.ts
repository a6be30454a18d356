import * as Data from "effect/Data";

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
