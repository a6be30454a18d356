import { dataAmountText } from "@waea/domain/plans";
import type { UsageBalance, UsageKind } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { i18nKey } from "../../i18n/message";

/** Figures of the usage pages: at most one decimal, thousands separated ("1,234.5"), one layout in both languages. */
const QUANTITY = new Intl.NumberFormat("en-NZ", { maximumFractionDigits: 1 });

export const formatQuantity = (value: number): string => QUANTITY.format(value);

/** Data in MB as the plans show it: GB from 1 GB up (the plans' display rule), MB below. */
export const dataText = (t: TFunction, megabytes: number): string => {
  const shown = dataAmountText(megabytes);
  return t(i18nKey(shown.key), shown.params ?? {});
};

/** An amount of a usage kind in its unit: data in MB or GB, calls in minutes, texts counted. */
export const amountText = (t: TFunction, kind: UsageKind, amount: number): string => {
  switch (kind) {
    case "data":
      return dataText(t, amount);
    case "voice":
    case "idd_voice":
      return t("usage:minutes_amount", { amount: formatQuantity(amount) });
    default:
      return t("usage:count_amount", { amount: formatQuantity(amount) });
  }
};

/** What is left of a balance: "Unlimited", or the amount left with any carried-over allowance in it. */
export const balanceText = (t: TFunction, balance: UsageBalance): string =>
  balance.unlimited
    ? t("usage:unlimited")
    : t("usage:amount_left", { amount: amountText(t, balance.kind, balance.totalRemaining) });
