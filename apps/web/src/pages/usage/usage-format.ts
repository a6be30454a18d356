import { dataAmountText } from "@waea/domain/plans";
import type { UsageBalance, UsageKind } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { i18nKey } from "../../i18n/message";

/**
 * Figures of the usage pages: at most one decimal, thousands separated ("1,234.5"), one layout in both languages.
 * Written out rather than with `Intl.NumberFormat`: a browser's first `Intl` formatter loads ICU's data (30 to 55 ms
 * of main thread, measured in Chromium), which the usage chunk paid as it was evaluated. Rounded as `Intl` rounds:
 * the number as JavaScript writes it (97257.45, not its binary value just under), half away from zero; a property
 * test holds the two to the same output.
 */
export const formatQuantity = (value: number): string => {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const written = String(Math.abs(value));
  // Below a millionth JavaScript writes an exponent, and such a figure rounds to nothing; past 10^21 it writes one
  // too, where a tenth is long gone.
  if (written.includes("e")) return Math.abs(value) < 1 ? `${sign}0` : `${sign}${written}`;
  const [whole = "0", fraction = ""] = written.split(".");
  const tenths = Number(whole) * 10 + Number(fraction[0] ?? "0") + (Number(fraction[1] ?? "0") >= 5 ? 1 : 0);
  const grouped = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+$)/gu, ",");
  return `${sign}${grouped}${tenths % 10 === 0 ? "" : `.${tenths % 10}`}`;
};

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
