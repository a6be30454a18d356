import type { Cents } from "./cents";

/**
 * Cents to dollars with two decimals, "0.00" when the amount is missing or not a number (APP-12): the plain
 * amount a form field or a plan card holds, no sign or separators. Works on integers only, so 1005 is "10.05" and
 * never "10.049999".
 */
export const centsToDollars = (cents: number | null | undefined): string => {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return "0.00";
  const whole = Math.round(cents);
  const sign = whole < 0 ? "-" : "";
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${dollars}.${rest.toString().padStart(2, "0")}`;
};

/**
 * One layout for both languages: the spec's $12,345.50 (APP-12), not one per language. ICU's mi-NZ data would
 * write "$ 12,345.50" with a space, while amounts in New Zealand, in English or in te reo Māori, are written
 * $12,345.50; the spec gives no other layout for the Māori interface, and one layout means dollarsToCents reads
 * back every amount the portal shows. en-NZ, not "en": CLDR's "en" names the New Zealand dollar "NZ$".
 */
let nzd: Intl.NumberFormat | undefined;
const nzdFormat = (): Intl.NumberFormat => {
  // Built on first use and kept: building a NumberFormat costs far more than using it.
  nzd ??= new Intl.NumberFormat("en-NZ", {
    style: "currency",
    currency: "NZD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    // "-$3.00" for a debit, but never "-$0.00".
    signDisplay: "negative",
  });
  return nzd;
};

/**
 * Dollars as shown to a customer, with thousands separators: "$12,345.50", "-$3.00", "$0.00" when the amount is
 * missing (APP-12). Cents are rounded to whole cents first; a whole number of cents divided by 100 is always
 * within half a cent of its double, so the two decimals are exact.
 */
export const formatNzd = (cents: Cents | null | undefined): string =>
  nzdFormat().format(
    cents === null || cents === undefined || !Number.isFinite(cents) ? 0 : Math.round(cents) / 100,
  );
