import * as Either from "effect/Either";
import { MAX_CENTS, type Cents } from "./cents";

export type MoneyParseError =
  "money.required" | "money.invalid" | "money.too_many_decimals" | "money.too_large";

const DOLLARS = /^(-)?\$?(\d+)(?:\.(\d{1,}))?$/;

/**
 * Dollars typed by a person ("12", "12.5", "$12.50", " 12.50 ") to integer cents, for spend limits and
 * top-up amounts. Parsing is textual so no floating point error can creep in. At most two decimals.
 */
export const dollarsToCents = (input: string | number): Either.Either<Cents, MoneyParseError> => {
  const text = typeof input === "number" ? String(input) : input.trim().replace(/,/g, "");
  if (text === "") return Either.left("money.required");
  const match = DOLLARS.exec(text);
  if (match === null) return Either.left("money.invalid");
  const [, minus, whole = "0", fraction = ""] = match;
  if (fraction.length > 2) return Either.left("money.too_many_decimals");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return Either.left("money.too_large");
  return Either.right(minus === "-" && cents !== 0 ? -cents : cents);
};

/** Whole dollars (spend limits, route totals) to cents: the spec stores "dollars multiplied by 100". */
export const wholeDollarsToCents = (dollars: number): Cents => Math.trunc(dollars) * 100;
