import { dataAmountText } from "@waea/domain/plans";
import type { UsageKind } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { i18nKey } from "../../i18n/message";

/**
 * The data units in the dashboard's own namespace (the same words as the plans namespace's): the dashboard's meters
 * need only these two, and the whole `plans` namespace would load with its first screen for them.
 */
const DASHBOARD_DATA_KEYS: Readonly<Record<string, string>> = {
  "plans.data_gb": "dashboard:data_gb",
  "plans.data_mb": "dashboard:data_mb",
};

/** An amount of a usage kind as words: data in MB or GB (the plans' display rule), minutes, or a count of texts. */
export const usageAmountText = (t: TFunction, kind: UsageKind, amount: number): string => {
  if (kind === "data") {
    const text = dataAmountText(amount);
    return t(DASHBOARD_DATA_KEYS[text.key] ?? i18nKey(text.key), text.params ?? {});
  }
  const count = Math.round(amount);
  if (kind === "voice" || kind === "idd_voice") return t("dashboard:minutes", { count });
  return t("dashboard:texts", { count });
};
