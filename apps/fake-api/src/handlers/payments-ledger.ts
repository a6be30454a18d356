import { createHmac } from "node:crypto";
import type { PrepayProduct } from "@waea/domain/billing";
import { applyAccountCredit, type PaymentTransaction } from "@waea/domain/payments";
import { millisToNanos } from "@waea/domain/ports";
import type { ServerKeys } from "../auth/keys";
import type { CoreProduct } from "../world/core";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";

/** The next number of the payments slice's counter: every new id differs, and the same run gives the same ids. */
export const nextCount = (world: World): number => {
  world.payments.counter += 1;
  return world.payments.counter;
};

/** A new UUID for a record the payments handlers make (cards, transactions, add-ons). */
export const newUuid = (world: World, label: string): string =>
  uuidFor(world.seed, `payments:${label}:${nextCount(world)}`);

/** A new intent id and its client secret, in the card provider's shape: `pi_<id>_secret_<secret>`. */
export const newSecret = (
  world: World,
  keys: ServerKeys,
  prefix: "pi" | "seti",
): { readonly id: string; readonly secret: string } => {
  const hex = createHmac("sha256", keys.codes)
    .update(`${prefix}:${nextCount(world)}`)
    .digest("hex");
  const id = `${prefix}_${hex.slice(0, 24)}`;
  return { id, secret: `${id}_secret_${hex.slice(24, 48)}` };
};

/** Adds a transaction to the top of the account's payment history (newest first). */
export const recordTransaction = (
  world: World,
  customerUuid: string,
  nowMillis: number,
  transaction: Omit<PaymentTransaction, "UUID" | "CreatedAtNanos">,
): PaymentTransaction => {
  const recorded: PaymentTransaction = {
    UUID: newUuid(world, "transaction"),
    CreatedAtNanos: millisToNanos(nowMillis),
    ...transaction,
  };
  world.payments.history[customerUuid] = [recorded, ...(world.payments.history[customerUuid] ?? [])];
  return recorded;
};

/** A prepay product as the operator returns it: the stored balance and expiry (none: 0, default expiry), add-ons. */
export const prepayView = (world: World, product: CoreProduct): PrepayProduct => {
  const balance = world.payments.prepay[product.UUID];
  return {
    UUID: product.UUID,
    ...(product.CreatedAtNanos === undefined ? {} : { CreatedAtNanos: product.CreatedAtNanos }),
    MainBalCreditCents: balance?.MainBalCreditCents ?? 0,
    ...(balance === undefined ? {} : { CurrencyCreditExpiresAtNanos: balance.CurrencyCreditExpiresAtNanos }),
    AddOns: product.Addons ?? [],
  };
};

/** Stores a prepay product's new balance and expiry (a replaced record). */
export const savePrepay = (world: World, product: PrepayProduct): void => {
  world.payments.prepay[product.UUID] = {
    MainBalCreditCents: product.MainBalCreditCents ?? 0,
    CurrencyCreditExpiresAtNanos: product.CurrencyCreditExpiresAtNanos ?? 0,
  };
};

/**
 * Credit on a postpay account (a promo code, a guest's voucher): with what credit it already had, it pays what the
 * account's invoices owe (the domain's applyAccountCredit: DUE and OVERDUE first, then the OPEN one, PAID once
 * covered); only the rest stays as credit.
 */
export const creditPostpay = (world: World, customerUuid: string, cents: number): void => {
  const invoices = world.billing.invoices[customerUuid];
  const credit = (world.payments.postpayCredit[customerUuid] ?? 0) + cents;
  if (invoices === undefined) {
    world.payments.postpayCredit[customerUuid] = credit;
    return;
  }
  const applied = applyAccountCredit(invoices, credit);
  world.billing.invoices[customerUuid] = applied.invoices;
  world.payments.postpayCredit[customerUuid] = applied.creditCents;
};
