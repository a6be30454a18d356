import * as Effect from "effect/Effect";
import type { checkoutCalls } from "@waea/adapters/http/contract";
import type { EshopAddress } from "@waea/domain/cart";
import type { ExampleContext, Examples } from "./example";
import { FWA, broadbandOrder } from "./broadband-support";
import { newCart, simAndPlan } from "./cart";

const PREPAY = "prepay@waea.test";

const address: EshopAddress = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
  Notes: "Leave at the door",
};

/** prepay@waea.test's past order (its number). */
const pastOrder = async (context: ExampleContext): Promise<string> => {
  const list = await Effect.runPromise(
    context.test.client.api.checkout.orders({ params: { uuid: context.customer() } }),
  );
  return list.Orders[0]?.Number ?? "";
};

/** An eSIM bought first (an order number). */
const esimOrder = async (context: ExampleContext): Promise<string> => {
  const reply = await Effect.runPromise(
    context.test.client.api.checkout.checkoutV3({
      body: { Address: address, CustomerUUID: context.customer(), Items: simAndPlan(true), SPID: 67 },
      idempotencyKey: "contract-esim-order",
    }),
  );
  return reply.OrderID ?? "";
};

/** Checkout as postpay@waea.test, broadband as fwa@waea.test, the order history as prepay@waea.test. */
export const checkoutExamples: Examples<typeof checkoutCalls> = {
  "checkout.checkout": {
    input: (context) => ({
      body: { Address: address, CustomerUUID: context.customer(), Items: simAndPlan(), SPID: 67 },
    }),
  },
  "checkout.checkoutV3": {
    input: async (context) => {
      const cart = await newCart(context, true);
      return {
        body: { Address: address, Items: cart.Items, SPID: 67, UUID: cart.UUID, Number: cart.Number },
      };
    },
  },
  "checkout.checkoutV2": {
    as: FWA,
    input: async (context) => ({ body: await broadbandOrder(context, "fwa") }),
  },
  "checkout.orders": { as: PREPAY, input: (context) => ({ params: { uuid: context.customer() } }) },
  "checkout.order": {
    as: PREPAY,
    input: async (context) => ({
      params: { uuid: context.customer(), orderNumber: await pastOrder(context) },
    }),
  },
  "checkout.orderV2": {
    as: PREPAY,
    input: async (context) => ({
      params: { uuid: context.customer(), orderNumber: await pastOrder(context) },
    }),
  },
  "checkout.orderV3": {
    as: PREPAY,
    input: async (context) => ({
      params: { uuid: context.customer(), orderNumber: await pastOrder(context) },
    }),
  },
  "checkout.esimOrderStatus": {
    input: async (context) => ({
      params: { uuid: context.customer(), orderNumber: await esimOrder(context) },
    }),
  },
};
