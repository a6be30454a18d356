import type { ConfirmationKind } from "./client-secret";

/**
 * The codes this package puts on a CardConfirmationError when the provider gave none. The unexpected-state codes are
 * Stripe's own, so the domain's catalogue (cardConfirmationErrorKey) treats a failed set-up as a set-up error.
 */
export const ConfirmationCodes = {
  invalidClientSecret: "invalid_client_secret",
  providerUnavailable: "card_provider_unavailable",
  providerFailed: "card_provider_error",
  /** Card details typed on the page reach Stripe only through its own card field (Stripe.js Elements). */
  cardEntryUnsupported: "card_entry_unsupported",
  unexpectedState: (kind: ConfirmationKind) => `${kind}_intent_unexpected_state`,
} as const;
