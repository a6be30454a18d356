import { cardExpiryLabel, type Card } from "@waea/domain/payments";
import type { TFunction } from "i18next";

/**
 * "Visa ending 4242, expires 12/30", or "..., no expiry date" when the operator sent none: the expiry as the payments
 * context labels it in every shell (cardExpiryLabel, MM/YY).
 */
export const cardLabel = (t: TFunction, card: Card): string => {
  const expiry = cardExpiryLabel(card.exp_month, card.exp_year);
  const brand = card.brand === "" ? t("onboarding:card") : card.brand;
  return expiry._tag === "Expires"
    ? t("onboarding:card_label", { brand, last4: card.last4, expiry: expiry.text })
    : t("onboarding:card_label_no_expiry", { brand, last4: card.last4 });
};
