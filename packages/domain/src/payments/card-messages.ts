/**
 * The message keys of a card's state (payments namespace), which the session restore's card list uses: apart from
 * the rest of PaymentsMessages (messages.ts spreads them in), so a signed-in page's start carries these three keys,
 * not the namespace's fifty.
 */
export const CardMessages = {
  cardExpired: "payments.card_expired",
  cardAboutToExpire: "payments.card_about_to_expire",
  cardExpiryUnknown: "payments.card_expiry_unknown",
} as const;
