import * as Effect from "effect/Effect";
import type { guestCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";
import { mobileProduct } from "./mobile-product";

const PREPAY = "prepay@waea.test";
const POSTPAY = "postpay@waea.test";
const CAPTCHA = "captcha-token";

/** The signed-in prepay customer's number (a guest recharges it without signing in). */
const numberOf = (context: ExampleContext): string => mobileProduct(context).product.MSISDN ?? "";

/** The signed-in postpay customer's account number (a guest pays its bill). */
const accountOf = (context: ExampleContext): string =>
  context.api.store.world.core.customers[context.customer()]?.AccountNumber ?? "";

const validated = async (
  context: ExampleContext,
  lookup: { readonly MSISDN: string } | { readonly LookupID: string },
): Promise<string> => {
  const reply = await Effect.runPromise(
    context.test.client.api.guest.validate({ body: { ...lookup, UserToken: CAPTCHA } }),
  );
  return reply.ResponseToken ?? "";
};

/** A voucher of the payments slice nobody has redeemed yet. */
const freeVoucher = (context: ExampleContext): string =>
  Object.entries(context.api.store.world.payments.vouchers).find(
    ([, v]) => v.RedeemedBy === undefined,
  )?.[0] ?? "";

/** Anonymous recharge of prepay@'s number and payment of postpay@'s bill (the examples still sign in first). */
export const guestExamples: Examples<typeof guestCalls> = {
  "guest.validate": {
    as: PREPAY,
    input: (context) => ({ body: { MSISDN: numberOf(context), UserToken: CAPTCHA } }),
  },
  "guest.redeem": {
    as: PREPAY,
    input: async (context) => {
      const MSISDN = numberOf(context);
      return {
        body: { Code: freeVoucher(context), MSISDN, ResponseToken: await validated(context, { MSISDN }) },
      };
    },
  },
  "guest.topup": {
    as: PREPAY,
    input: async (context) => {
      const MSISDN = numberOf(context);
      return { body: { Amount: 2000, MSISDN, ResponseToken: await validated(context, { MSISDN }) } };
    },
  },
  "guest.payment": {
    as: POSTPAY,
    input: async (context) => {
      const LookupID = accountOf(context);
      return { body: { Amount: 4550, LookupID, ResponseToken: await validated(context, { LookupID }) } };
    },
  },
  "guest.purchases": {
    as: PREPAY,
    input: (context) => {
      const order = Object.values(context.api.store.world.guest.orders).find((o) => o.MSISDN !== undefined);
      return { query: { OrderID: order?.OrderID ?? "", MSISDN: order?.MSISDN ?? "" } };
    },
  },
};
