import * as Effect from "effect/Effect";
import { CART_TOKEN_HEADER, type cartCalls } from "@waea/adapters/http/contract";
import { ESIM_ITEM, PHYSICAL_SIM_ITEM, type ServerCartItem } from "@waea/domain/cart";
import { DEFAULT_SEED, coreLabels, uuidFor } from "@waea/fake-api/server";
import type { Examples, ExampleContext } from "./example";

/** The prepay base plan of the demo catalogue (seed 67): its catalogue entry and its availability. */
const PREPAY_PLAN = {
  ProductCatalogUUID: uuidFor(DEFAULT_SEED, coreLabels.catalogBase("prepay")),
  ProductAvailabilityUUID: uuidFor(DEFAULT_SEED, "availability:prepay:base"),
};

/**
 * A SIM and its plan, as the shop puts them in a cart: the plan is the prepay base plan's catalogue entry, which
 * the SIM names. The server prices both from its catalogues.
 */
export const simAndPlan = (esim = false): ReadonlyArray<ServerCartItem> => [
  {
    ItemUUID: esim ? ESIM_ITEM.UUID : PHYSICAL_SIM_ITEM.UUID,
    ...PREPAY_PLAN,
    Name: esim ? "eSIM" : "Physical SIM",
    Quantity: 1,
    PriceCents: 0,
    Type: "TYPE_PRODUCT",
    VirtualType: esim ? "VT_ESIM" : "VT_NONE",
    PhysicalType: "SIM",
    SelfManaged: true,
  },
  {
    ItemUUID: PREPAY_PLAN.ProductCatalogUUID,
    ...PREPAY_PLAN,
    Name: "Kōrero 8GB",
    Quantity: 1,
    PriceCents: 3000,
    Type: "TYPE_VIRTUAL",
    VirtualType: "VT_PLAN",
    PhysicalType: "MODEM",
  },
];

/** A cart made through the API first: anonymous (with its CartToken), or the signed-in customer's own. */
export const newCart = (context: ExampleContext, customer = false) =>
  Effect.runPromise(
    customer
      ? context.test.client.api.cart.saveCustomerCartV3({
          params: { uuid: context.customer() },
          body: { Items: simAndPlan(), SPID: 67, CustomerUUID: context.customer() },
        })
      : context.test.client.api.cart.saveCartV3({ body: { Items: simAndPlan(), SPID: 67 } }),
  );

/** An anonymous cart read back with its own token. */
const anonymousRead = async (context: ExampleContext) => {
  const cart = await newCart(context);
  return { params: { uuid: cart.UUID }, headers: { [CART_TOKEN_HEADER]: cart.CartToken ?? "" } };
};

/** The signed-in customer attaches an anonymous cart (its UUID and token) to their account. */
const attach = async (context: ExampleContext, esim: boolean) => {
  const cart = await newCart(context);
  return {
    params: { uuid: context.customer() },
    body: {
      UUID: cart.UUID,
      Number: cart.Number,
      CartToken: cart.CartToken ?? "",
      CustomerUUID: context.customer(),
      Items: simAndPlan(esim),
      SPID: 67,
    },
  };
};

/** Carts as postpay@waea.test (anonymous ones need no session) and the catalogue search. */
export const cartExamples: Examples<typeof cartCalls> = {
  "cart.saveCart": { input: () => ({ body: { Items: simAndPlan(), SPID: 67 } }) },
  "cart.saveCartV2": { input: () => ({ body: { Items: simAndPlan(true), SPID: 67 } }) },
  "cart.saveCartV3": {
    input: async (context) => {
      const cart = await newCart(context);
      return {
        body: {
          UUID: cart.UUID,
          Number: cart.Number,
          CartToken: cart.CartToken ?? "",
          Items: simAndPlan(true),
          SPID: 67,
        },
      };
    },
  },
  "cart.saveCustomerCart": {
    input: (context) => ({
      params: { uuid: context.customer() },
      body: { Items: simAndPlan(), SPID: 67, CustomerUUID: context.customer() },
    }),
  },
  "cart.saveCustomerCartV2": { input: (context) => attach(context, false) },
  "cart.saveCustomerCartV3": { input: (context) => attach(context, true) },
  "cart.getCart": { input: anonymousRead },
  "cart.getCartV2": { input: anonymousRead },
  "cart.getCartV3": { input: anonymousRead },
  "cart.getCustomerCart": {
    input: async (context) => {
      await newCart(context, true);
      return { params: { uuid: context.customer() } };
    },
  },
  "cart.getCustomerCartV2": {
    input: async (context) => {
      await newCart(context, true);
      return { params: { uuid: context.customer() } };
    },
  },
  "cart.getCustomerCartV3": {
    input: async (context) => {
      await newCart(context, true);
      return { params: { uuid: context.customer() } };
    },
  },
  "cart.searchItems": {
    input: () => ({
      body: {
        SearchOptions: { PageNumber: 0, PageSize: 10, SortField: "PriceCents", SortOrder: "ASC" },
        IncludeDeleted: false,
        SPID: 67,
        Facets: [
          { Name: "Brand", Value: "iphone" },
          { Name: "StorageGb", Value: "128" },
        ],
      },
    }),
  },
};
