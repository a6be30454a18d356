import type { Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";

/** "Visa ending 4242": a card as every money page names it (never its id or token), its brand capitalised. */
export const cardName = (t: TFunction, card: Pick<Card, "brand" | "last4">): string =>
  t("payments:methods_card", {
    brand:
      card.brand === ""
        ? t("payments:addons_card_generic")
        : `${card.brand.charAt(0).toLocaleUpperCase()}${card.brand.slice(1)}`,
    last4: card.last4,
  });
