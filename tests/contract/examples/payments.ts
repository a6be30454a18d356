import * as Effect from "effect/Effect";
import type { paymentsCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";

/** The first redeemable voucher and the promo code seeded for the demo (docs/api.md). */
const VOUCHER = "6700000000012";
const PROMO_CODE = "KIAORA";

/** The signed-in customer's first product in the fake API's world. */
export const firstProduct = (context: ExampleContext): string => {
  const customer = context.customer();
  const product = Object.values(context.api.store.world.core.products).find(
    (p) => p.CustomerUUID === customer,
  );
  return product?.UUID ?? "";
};

/** The signed-in customer's stored cards (deleted ones ignored), default first, as the API lists them. */
export const cardIds = async (context: ExampleContext): Promise<ReadonlyArray<string>> => {
  const reply = await Effect.runPromise(
    context.test.client.api.payments.listPaymentMethods({ params: { account: context.customer() } }),
  );
  return reply.PaymentMethods.filter((method) => method.DeletedAtNanos === undefined).map(
    (method) => method.UUID,
  );
};

/** An availability of the plans slice's catalog, by the name it is sold under. */
export const availabilityNamed = (context: ExampleContext, name: string) => {
  const entry = context.api.store.world.plans.catalog.find((candidate) => candidate.Name === name);
  return { entry: entry?.UUID ?? "", availability: entry?.Availabilities[0]?.UUID ?? "" };
};

const buy = { Subscribe: true, PAYG: false, AuthorizeOnly: false };

/**
 * Payments calls: cards and balances as prepay@ (a default and an expired card, $23.50), bills as postpay@, card
 * removal and ranks as payer@ (two valid cards), a purchase from the balance as noplan@ ($45.00), the first purchase
 * of activation as new@.
 */
export const paymentsExamples: Examples<typeof paymentsCalls> = {
  "payments.listPaymentMethods": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { account: context.customer() } }),
  },
  "payments.setupPaymentMethod": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { account: context.customer() } }),
  },
  "payments.deletePaymentMethod": {
    as: "payer@waea.test",
    input: async (context) => ({
      params: { account: context.customer(), id: (await cardIds(context))[0] ?? "" },
    }),
  },
  "payments.deleteInvalidPaymentMethod": {
    as: "prepay@waea.test",
    input: async (context) => ({
      params: { account: context.customer(), id: (await cardIds(context))[1] ?? "" },
    }),
  },
  "payments.setPaymentMethodRank": {
    as: "payer@waea.test",
    input: async (context) => ({
      params: { account: context.customer(), id: (await cardIds(context))[1] ?? "" },
      body: { Rank: 1 },
    }),
  },
  "payments.pay": {
    input: async (context) => ({
      params: { account: context.customer() },
      body: {
        AmountCents: 2500,
        PaymentMethodType: "cards",
        PaymentMethodID: (await cardIds(context))[0] ?? "",
        ProductInstanceUUID: firstProduct(context),
      },
    }),
  },
  "payments.getAccount": { input: (context) => ({ params: { account: context.customer() } }) },
  "payments.postpayBalance": {
    input: (context) => ({ body: { CustomerUUID: context.customer(), UUID: firstProduct(context) } }),
  },
  "payments.topUpIntent": {
    as: "prepay@waea.test",
    input: (context) => ({
      params: { customerUUID: context.customer(), product: firstProduct(context), cents: 1500 },
    }),
  },
  "payments.topUp": {
    as: "prepay@waea.test",
    input: async (context) => ({
      params: { customerUUID: context.customer() },
      body: {
        ProductInstanceUUID: firstProduct(context),
        Amount: 2000,
        PaymentMethodType: "cards",
        PaymentMethodID: (await cardIds(context))[0] ?? "",
      },
    }),
  },
  "payments.prepayBalance": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { customerUUID: context.customer(), product: firstProduct(context) } }),
  },
  "payments.purchasePrepayAddon": {
    as: "noplan@waea.test",
    input: (context) => ({
      params: {
        customerUUID: context.customer(),
        productId: firstProduct(context),
        availabilityId: availabilityNamed(context, "Data 5GB").availability,
      },
      body: buy,
    }),
  },
  "payments.purchasePrepayAddonInitial": {
    as: "new@waea.test",
    input: async (context) => ({
      params: {
        customerUUID: context.customer(),
        productId: firstProduct(context),
        availabilityId: availabilityNamed(context, "Kōrero 8GB").availability,
      },
      body: {
        ...buy,
        PaymentMethodType: "cards",
        PaymentMethodID: (await cardIds(context))[0] ?? "",
        PaymentMethodGateway: "stripe",
      },
    }),
  },
  "payments.purchasePostpayAddon": {
    input: (context) => {
      const bought = availabilityNamed(context, "Extra Data 10GB");
      return {
        body: {
          AddonAvailabilityUUID: bought.availability,
          AddonCatalogEntryUUID: bought.entry,
          CustomerUUID: context.customer(),
          ProductInstanceUUID: firstProduct(context),
          Subscribe: true,
        },
      };
    },
  },
  "payments.paymentHistory": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { account: context.customer() }, query: { PageNumber: 2, PageSize: 14 } }),
  },
  "payments.checkVoucher": {
    as: "prepay@waea.test",
    input: (context) => ({
      params: { customerUUID: context.customer(), product: firstProduct(context), code: VOUCHER },
    }),
  },
  "payments.redeemVoucher": {
    as: "prepay@waea.test",
    input: (context) => ({
      params: { customerUUID: context.customer(), product: firstProduct(context), code: VOUCHER },
    }),
  },
  "payments.redeemPromoCode": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { customerUUID: context.customer() }, body: { Code: PROMO_CODE } }),
  },
  "payments.autoTopUp": {
    as: "prepay@waea.test",
    input: (context) => ({ params: { customerUUID: context.customer(), product: firstProduct(context) } }),
  },
  "payments.setAutoTopUp": {
    as: "prepay@waea.test",
    input: (context) => ({
      params: { customerUUID: context.customer(), product: firstProduct(context) },
      body: { Enabled: true, Days: 7, AmountCents: 1000, Type: "EVERY_DAY" },
    }),
  },
};
