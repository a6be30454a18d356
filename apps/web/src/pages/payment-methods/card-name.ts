import type { Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";

/** The card's words in the payments texts, or in `pay` (what the top-up and pay bill pages render first). */
const CARD_TEXTS = {
  payments: { card: "payments:methods_card", generic: "payments:addons_card_generic" },
  pay: { card: "pay:card", generic: "pay:card_generic" },
} as const;

/** "Visa ending 4242": a card as every money page names it (never its id or token), its brand capitalised. */
export const cardName = (
  t: TFunction,
  card: Pick<Card, "brand" | "last4">,
  texts: keyof typeof CARD_TEXTS = "payments",
): string =>
  t(CARD_TEXTS[texts].card, {
    brand:
      card.brand === ""
        ? t(CARD_TEXTS[texts].generic)
        : `${card.brand.charAt(0).toLocaleUpperCase()}${card.brand.slice(1)}`,
    last4: card.last4,
  });
