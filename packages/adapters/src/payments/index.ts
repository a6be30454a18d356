// Card payment providers behind the domain's Payments port. Nothing here imports Stripe.js until a confirmation.
export { parseStripeClientSecret, redactSecret } from "./client-secret";
export type { ConfirmationKind, StripeClientSecret } from "./client-secret";
export { ConfirmationCodes, toConfirmation } from "./confirmation";
export { fakeApiPaymentsLayer, makeFakeApiPayments } from "./fake-api-payments";
export type { ApiConfirmationFailure, ApiConfirmationReply, ConfirmViaApi } from "./fake-api-payments";
export { InvalidStripeKey, choosePayments, makePayments, paymentsLayer } from "./payments-layer";
export type { PaymentsChoice, PaymentsConfig } from "./payments-layer";
export type { LoadStripe, StripeErrorLike, StripeIntentLike, StripeLike } from "./stripe-like";
export { loadStripeLazily, makeStripePayments, stripePaymentsLayer } from "./stripe-payments";
export type { StripePaymentsOptions } from "./stripe-payments";
