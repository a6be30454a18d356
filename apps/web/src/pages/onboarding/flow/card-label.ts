import type { Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";

/** "Visa ending 4242, expires 12/30" */
export const cardLabel = (t: TFunction, card: Card): string =>
  t("onboarding:card_label", {
    brand: card.brand === "" ? t("onboarding:card") : card.brand,
    last4: card.last4,
    expiry:
      card.exp_month === undefined || card.exp_year === undefined
        ? "-"
        : `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year % 100).padStart(2, "0")}`,
  });
