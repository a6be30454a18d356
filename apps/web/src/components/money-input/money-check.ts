import { dollarsToCents, formatNzd, type Cents } from "@waea/domain/money";
import * as Either from "effect/Either";
import type { DialogText } from "../../dialogs/dialog-store";

export interface MoneyLimits {
  readonly minCents?: number;
  readonly maxCents?: number;
}

export type MoneyCheck =
  { readonly ok: true; readonly cents: Cents } | { readonly ok: false; readonly message: DialogText };

/**
 * Dollars typed by a person to integer cents with the domain's money rule (dollarsToCents: at most two decimals, no
 * floating point), then the field's bounds: the message to show when it is not an amount or out of bounds.
 */
export const checkMoney = (text: string, { minCents, maxCents }: MoneyLimits = {}): MoneyCheck => {
  const parsed = dollarsToCents(text);
  if (Either.isLeft(parsed))
    return { ok: false, message: { key: `money:${parsed.left.slice("money.".length)}` } };
  const cents = parsed.right;
  if (minCents !== undefined && cents < minCents)
    return { ok: false, message: { key: "web:kit_money_min", params: { min: formatNzd(minCents) } } };
  if (maxCents !== undefined && cents > maxCents)
    return { ok: false, message: { key: "web:kit_money_max", params: { max: formatNzd(maxCents) } } };
  return { ok: true, cents };
};
