import { DAY_MILLIS } from "../calendar";
import { nanosToMillis } from "../ports";
import type { PrepayProduct } from "./prepay-product";

/** Prepay credit expires 365 days after the product's creation unless the operator says otherwise (PAY-10). */
export const DEFAULT_CREDIT_DAYS = 365;

/** When prepay credit expires (epoch ms); undefined when neither the expiry nor the creation time is known. */
export const creditExpiresAtMillis = (
  product: Pick<PrepayProduct, "CurrencyCreditExpiresAtNanos" | "CreatedAtNanos">,
): number | undefined => {
  if (product.CurrencyCreditExpiresAtNanos !== undefined && product.CurrencyCreditExpiresAtNanos > 0)
    return nanosToMillis(product.CurrencyCreditExpiresAtNanos);
  if (product.CreatedAtNanos === undefined) return undefined;
  return nanosToMillis(product.CreatedAtNanos) + DEFAULT_CREDIT_DAYS * DAY_MILLIS;
};

export const isCreditExpired = (
  product: Pick<PrepayProduct, "CurrencyCreditExpiresAtNanos" | "CreatedAtNanos">,
  nowMillis: number,
): boolean => {
  const expires = creditExpiresAtMillis(product);
  return expires !== undefined && expires <= nowMillis;
};

/** The credit that can be spent now: the main balance, or nothing once it has expired. */
export const usableCreditCents = (
  product: Pick<PrepayProduct, "MainBalCreditCents" | "CurrencyCreditExpiresAtNanos" | "CreatedAtNanos">,
  nowMillis: number,
): number => (isCreditExpired(product, nowMillis) ? 0 : Math.max(0, product.MainBalCreditCents ?? 0));
