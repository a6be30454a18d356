import { dataAmountText } from "@waea/domain/plans";
import type { UsageKind } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { i18nKey } from "../../i18n/message";

/** An amount of a usage kind as words: data in MB or GB (the plans' display rule), minutes, or a count of texts. */
export const usageAmountText = (t: TFunction, kind: UsageKind, amount: number): string => {
  if (kind === "data") {
    const text = dataAmountText(amount);
    return t(i18nKey(text.key), text.params ?? {});
  }
  const count = Math.round(amount);
  if (kind === "voice" || kind === "idd_voice") return t("dashboard:minutes", { count });
  return t("dashboard:texts", { count });
};
