import * as Schema from "effect/Schema";
import { Cents } from "@waea/domain/money";
import { collectCalls, defineCall, json } from "./define";
import { MONEY_MOVED } from "./money-moved";

/** A card typed into the simulated provider's card field on the page (test card numbers; never stored). */
export const ProviderCardData = Schema.Struct({
  number: Schema.String.pipe(Schema.pattern(/^[0-9 ]{12,23}$/)),
  exp_month: Schema.Int.pipe(Schema.between(1, 12)),
  exp_year: Schema.Int.pipe(Schema.between(2000, 2100)),
  cvc: Schema.String.pipe(Schema.pattern(/^[0-9]{3,4}$/)),
});
export type ProviderCardData = typeof ProviderCardData.Type;

/**
 * What the simulated card provider is asked: the client secret the operator API handed out, and for a payment the
 * card to charge: a stored card (its provider token or id; the account's default card when absent), or, for a
 * guest's payment, only a card entered on the page (payment_method_data, as a card provider's confirmation takes
 * it). Secrets and card data travel in the body, never in the URL.
 */
export const ProviderConfirmRequest = Schema.Struct({
  client_secret: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(512)),
  payment_method: Schema.optional(Schema.String.pipe(Schema.maxLength(256))),
  payment_method_data: Schema.optional(
    Schema.Struct({ type: Schema.Literal("card"), card: ProviderCardData }),
  ),
});
export type ProviderConfirmRequest = typeof ProviderConfirmRequest.Type;

/** Why a confirmation did not succeed, in the provider's codes (payment_is_failed, card_declined, ...). */
export const ProviderError = Schema.Struct({ code: Schema.String, message: Schema.String });
export type ProviderError = typeof ProviderError.Type;

/**
 * A payment intent after confirmation, shaped like the card provider's own (snake_case, amounts in cents):
 * status succeeded, or requires_payment_method with last_payment_error when the card was declined.
 */
export const ProviderPaymentIntent = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  amount: Cents,
  currency: Schema.String,
  payment_method: Schema.optional(Schema.String),
  last_payment_error: Schema.optional(ProviderError),
});
export type ProviderPaymentIntent = typeof ProviderPaymentIntent.Type;

/** A setup intent after confirmation: succeeded with the stored card's id as payment_method. */
export const ProviderSetupIntent = Schema.Struct({
  id: Schema.String,
  status: Schema.String,
  payment_method: Schema.optional(Schema.String),
  last_setup_error: Schema.optional(ProviderError),
});
export type ProviderSetupIntent = typeof ProviderSetupIntent.Type;

/**
 * The simulated card payment provider (issue 3), one entry per method of the domain's Payments port, under its own
 * prefix as if on another host. The client secret is the credential, as with a real provider's publishable-key
 * calls, so no bearer token is sent. A decline is an answer, not a refusal: it is recorded (a FAILED transaction)
 * and comes back with status requires_payment_method and last_payment_error.
 */
export const providerCalls = collectCalls(
  defineCall({
    id: "provider.confirmCardPayment",
    method: "POST",
    path: "/payment-provider/v1/payment_intents/confirm",
    body: ProviderConfirmRequest,
    reply: json(ProviderPaymentIntent),
    auth: "none",
    replyShown: false,
    invalidates: MONEY_MOVED,
  }),
  defineCall({
    id: "provider.confirmCardSetup",
    method: "POST",
    path: "/payment-provider/v1/setup_intents/confirm",
    body: ProviderConfirmRequest,
    reply: json(ProviderSetupIntent),
    auth: "none",
    replyShown: false,
  }),
);
