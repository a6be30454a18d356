import { billingKind } from "@waea/domain/account";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { PrepayBalance, PromoCode, Voucher } from "./payments-state";
import type { SeedContext } from "./seed-context";

const DAY = 86_400_000;

/** The seeded vouchers (docs/api.md lists them): two redeemable once, one already used by prepay@waea.test. */
export const DEMO_VOUCHERS = {
  redeemable: [
    { code: "6700000000012", cents: 2000 },
    { code: "6700000000029", cents: 1000 },
  ],
  used: { code: "6700000000036", cents: 2000 },
} as const;

/** The seeded promo codes: KIAORA gives $5.00 credit once per account; MATARIKI2025 has expired. */
export const DEMO_PROMO_CODES = { valid: "KIAORA", expired: "MATARIKI2025" } as const;

/** Balances the demo shows on purpose; other prepay and PAYG products get a random one. */
const DEMO_BALANCES: Readonly<Record<string, number>> = {
  prepay: 2350,
  noplan: 4500,
  nocard: 800,
  child: 1200,
  new: 0,
};

/**
 * A balance for every product that is not postpay (prepay, PAYG and not yet activated ones). The credit expires
 * 60 to 300 days from now; one --bulk account in eight has credit that has already expired.
 */
export const seedPrepayBalances = (ctx: SeedContext, core: CoreState): Record<string, PrepayBalance> => {
  const demoCents = new Map(
    Object.entries(DEMO_BALANCES).map(([key, cents]) => [ctx.uuid(coreLabels.customer(key, 0)), cents]),
  );
  const bulkExpired = new Set(
    Array.from({ length: ctx.bulk }, (_, index) => index)
      .filter((index) => index % 8 === 7)
      .map((index) => ctx.uuid(coreLabels.customer("bulk", index))),
  );
  const balances: Record<string, PrepayBalance> = {};
  for (const product of Object.values(core.products)) {
    if (billingKind(product.BillingReference) === "postpay") continue;
    const random = ctx.random(`prepay-balance:${product.UUID}`);
    const days = bulkExpired.has(product.CustomerUUID) ? -random.int(5, 60) : random.int(60, 300);
    balances[product.UUID] = {
      MainBalCreditCents: demoCents.get(product.CustomerUUID) ?? random.int(0, 100) * 50,
      CurrencyCreditExpiresAtNanos: millisToNanos(ctx.nowMillis + days * DAY),
    };
  }
  return balances;
};

export const seedVouchers = (ctx: SeedContext): Record<string, Voucher> => {
  const vouchers: Record<string, Voucher> = {};
  for (const voucher of DEMO_VOUCHERS.redeemable) vouchers[voucher.code] = { CreditCents: voucher.cents };
  vouchers[DEMO_VOUCHERS.used.code] = {
    CreditCents: DEMO_VOUCHERS.used.cents,
    RedeemedBy: ctx.uuid(coreLabels.customer("prepay", 0)),
    RedeemedAtNanos: millisToNanos(ctx.nowMillis - 30 * DAY),
  };
  return vouchers;
};

export const seedPromoCodes = (ctx: SeedContext): Record<string, PromoCode> => ({
  [DEMO_PROMO_CODES.valid]: {
    Description: "Kia ora! $5.00 credit has been added to your account",
    CreditCents: 500,
  },
  [DEMO_PROMO_CODES.expired]: {
    Description: "Matariki bonus: $10.00 credit",
    CreditCents: 1000,
    ExpiresAtNanos: millisToNanos(ctx.nowMillis - 120 * DAY),
  },
});
