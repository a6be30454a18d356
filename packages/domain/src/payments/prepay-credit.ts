import * as Either from "effect/Either";
import { creditExpiresAtMillis, isCreditExpired, usableCreditCents, type PrepayProduct } from "../billing";
import { DAY_MILLIS } from "../calendar";
import type { Cents } from "../money";
import { millisToNanos } from "../ports";
import { PaymentsMessages } from "./messages";

/** A top-up extends the balance expiry by one year (spec 02 §4; decided: 365 days, like the default expiry). */
export const TOP_UP_EXTENSION_MILLIS = 365 * DAY_MILLIS;

type Balance = Pick<PrepayProduct, "MainBalCreditCents" | "CurrencyCreditExpiresAtNanos" | "CreatedAtNanos">;

/**
 * A top-up (card, billing route, voucher or promo credit): the amount is added to MainBalCreditCents and the
 * expiry moves one year past the later of now and the current expiry. Credit that had expired is gone: the new
 * balance starts from the top-up alone.
 */
export const creditPrepay = <P extends Balance>(product: P, cents: Cents, nowMillis: number): P => {
  const expires = creditExpiresAtMillis(product);
  const kept = isCreditExpired(product, nowMillis) ? 0 : (product.MainBalCreditCents ?? 0);
  return {
    ...product,
    MainBalCreditCents: kept + cents,
    CurrencyCreditExpiresAtNanos: millisToNanos(
      Math.max(expires ?? nowMillis, nowMillis) + TOP_UP_EXTENSION_MILLIS,
    ),
  };
};

/**
 * A charge to the prepay balance (an add-on paid from it): refused with not_enough_balance when the balance after
 * the charge would fall below 0 (spec 02 §4). Expired credit cannot pay.
 */
export const chargePrepay = <P extends Balance>(
  product: P,
  cents: Cents,
  nowMillis: number,
): Either.Either<P, typeof PaymentsMessages.notEnoughBalance> => {
  const usable = usableCreditCents(product, nowMillis);
  if (cents < 0 || usable - cents < 0) return Either.left(PaymentsMessages.notEnoughBalance);
  return Either.right({ ...product, MainBalCreditCents: usable - cents });
};
