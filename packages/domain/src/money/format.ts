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
 * Dollars as shown to a customer, with thousands separators: "$12,345.50", "-$3.00" (never "-$0.00"), "$0.00"
 * when the amount is missing (APP-12). Cents are rounded to whole cents first. One layout for both languages, the
 * spec's: ICU's mi-NZ data would write "$ 12,345.50", while amounts in New Zealand, in English or in te reo Māori,
 * are written $12,345.50, and one layout means dollarsToCents reads back every amount the portal shows. Written
 * out, not with `Intl.NumberFormat`: a browser's first `Intl` formatter costs 30-50 ms of main thread to load ICU's
 * data, on the signed-in home's first render (calendar/nz-time.ts); a unit test holds it to en-NZ's NZD format.
 */
export const formatNzd = (cents: Cents | null | undefined): string => {
  const plain = centsToDollars(cents);
  const negative = plain.startsWith("-");
  const [dollars = "0", rest = "00"] = (negative ? plain.slice(1) : plain).split(".");
  return `${negative ? "-" : ""}$${dollars.replace(/\B(?=(\d{3})+$)/gu, ",")}.${rest}`;
};
