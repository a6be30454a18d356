import { dataAmountText } from "@waea/domain/plans";
import type { UsageBalance, UsageKind } from "@waea/domain/usage";
import type { TFunction } from "i18next";
import { i18nKey } from "../../i18n/message";

/** A string of decimal digits plus one ("0999" to "1000", "99" to "100"). */
const increment = (digits: string): string => {
  let carry = 1;
  let result = "";
  for (let index = digits.length - 1; index >= 0; index--) {
    const sum = Number(digits[index]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry === 1 ? `1${result}` : result;
};

/**
 * Figures of the usage pages: at most one decimal, thousands separated ("1,234.5"), one layout in both languages.
 * Written out rather than with `Intl.NumberFormat`: a browser's first `Intl` formatter loads ICU's data (30 to 55 ms
 * of main thread, measured in Chromium), which the usage chunk paid as it was evaluated. Rounded as `Intl` rounds:
 * the number as JavaScript writes it (97257.45, not its binary value just under), half away from zero; a property
 * test holds the two to the same output.
 */
export const formatQuantity = (value: number): string => {
  if (Number.isNaN(value)) return "NaN";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const written = String(Math.abs(value));
  const [mantissa = "", exponent] = written.split("e");
  // JavaScript writes an exponent below a millionth (which rounds to nothing) and from 10^21 (a whole number: its
  // digits, then zeros).
  if (exponent !== undefined && Number(exponent) < 0) return `${sign}0`;
  const digits = mantissa.replace(".", "");
  const plain = exponent === undefined ? written : digits.padEnd(Number(exponent) + 1, "0");
  const [whole = "0", fraction = ""] = plain.split(".");
  // Rounded on the written digits (no arithmetic on the number itself, exact however large): up a tenth when the
  // hundredths say so, carrying through any nines.
  const roundUp = Number(fraction[1] ?? "0") >= 5;
  const tenthsDigits = `${whole}${fraction[0] ?? "0"}`;
  const rounded = roundUp ? increment(tenthsDigits) : tenthsDigits;
  const integer = rounded.slice(0, -1).replace(/^0+(?=\d)/u, "") || "0";
  const tenth = rounded.slice(-1);
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/gu, ",")}${tenth === "0" ? "" : `.${tenth}`}`;
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
