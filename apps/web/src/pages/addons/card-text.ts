import type { Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";

/** "Visa card ending 4242": the card as the confirm step names it (never its id or token), its brand capitalised. */
export const cardText = (t: TFunction, card: Card): string =>
  t("payments:addons_card", {
    brand:
      card.brand === ""
        ? t("payments:addons_card_generic")
        : `${card.brand.charAt(0).toLocaleUpperCase()}${card.brand.slice(1)}`,
    last4: card.last4,
  });
