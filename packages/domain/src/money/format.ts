import type { Cents } from "./cents";

/**
 * Cents to dollars with two decimals, "0.00" when the amount is missing or not a number (APP-12).
 * Works on integers only, so 1005 is "10.05" and never "10.049999".
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

/** Dollars as shown to a customer: "$12.50", "-$3.00". */
export const formatNzd = (cents: Cents | null | undefined): string => {
  const text = centsToDollars(cents);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
};
