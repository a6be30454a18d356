import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  SIM_ITEM_UUIDS,
  emptyCart,
  restoreCart,
  storeLocalCart,
  type ServerCartItem,
} from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { signedIn, withFakeApi, visitor, type Visitor } from "../support/fake-api";
import { phoneLine, shopPlan, signInHere } from "./shop-fixtures";

const api = withFakeApi();

const stored = (shopper: Visitor, key: string) =>
  Option.getOrUndefined(Effect.runSync(shopper.storage.get(key)));

/** A SIM and the plan it names (the shop sells a SIM only with a plan the cart pays for). */
const simAndPlan = (): ReadonlyArray<ServerCartItem> => {
  const plan = shopPlan(api());
  const ids = {
    ProductCatalogUUID: plan.ProductCatalogUUID,
    ProductAvailabilityUUID: plan.ProductAvailabilityUUID,
  };
  return [
    {
      ItemUUID: SIM_ITEM_UUIDS.real_sim,
      ...ids,
      Name: "Physical SIM",
      Quantity: 1,
      PriceCents: 0,
      Type: "TYPE_PRODUCT",
      PhysicalType: "SIM",
    },
    {
      ItemUUID: plan.ProductCatalogUUID ?? "",
      ...ids,
      Quantity: 1,
      PriceCents: plan.PriceCents ?? 0,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    },
  ];
};

/** A cart saved on the operator's side: anonymous, or a signed-in customer's own. */
const savedCart = (shopper: Visitor, customerUUID?: string) =>
  shopper.run(
    Effect.flatMap(CartApi, (cart) =>
      customerUUID === undefined
        ? cart.saveCart({ SPID: 67, Items: simAndPlan() })
        : cart.saveCustomerCart(customerUUID, { SPID: 67, Items: simAndPlan(), CustomerUUID: customerUUID }),
    ),
  );

/** A browser that comes back with a cart id (and the anonymous cart's token) in its storage. */
const returning = (cartId: string, cartToken?: string) =>
  visitor(
    api(),
    makeMemoryStorage({
      [StorageKeys.cartId]: cartId,
      ...(cartToken === undefined ? {} : { [StorageKeys.cartToken]: cartToken }),
    }),
  );

describe("restoreCart (SHOP-03)", () => {
  it("does nothing without a stored cart id or a customer", async () => {
    expect(await visitor(api()).run(restoreCart())).toEqual(emptyCart);
  });

  it("restores an anonymous cart by its stored id and token, and keeps both", async () => {
    const anonymous = await savedCart(visitor(api()));
    const shopper = returning(anonymous.UUID, anonymous.CartToken);
    const cart = await shopper.run(restoreCart());
    expect(cart.uuid).toBe(anonymous.UUID);
    expect(
      Object.values(cart.items)
        .map((line) => line.type)
        .sort(),
    ).toEqual(["plan", "sim"]);
    expect(stored(shopper, StorageKeys.cartId)).toBe(anonymous.UUID);
    expect(stored(shopper, StorageKeys.cartToken)).toBe(anonymous.CartToken);
  });

  it("an id kept without the cart's token restores nothing, and is forgotten (SHOP-03)", async () => {
    const anonymous = await savedCart(visitor(api()));
    const shopper = returning(anonymous.UUID);
    expect(await shopper.run(restoreCart())).toEqual(emptyCart);
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
  });

  it("attaches the signed-in customer to the anonymous cart, and drops the stored id and token", async () => {
    const anonymous = await savedCart(visitor(api()));
    const shopper = returning(anonymous.UUID, anonymous.CartToken);
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    await shopper.run(restoreCart({ customerUUID }));
    const server = await shopper.run(Effect.flatMap(CartApi, (cart) => cart.getCustomerCart(customerUUID)));
    expect(server).toMatchObject({ UUID: anonymous.UUID, CustomerUUID: customerUUID });
    expect(server.CartToken).toBeUndefined();
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
    expect(stored(shopper, StorageKeys.cartToken)).toBeUndefined();
    // The token no longer reaches the cart once it is a customer's.
    expect(
      await visitor(api()).attempt(
        Effect.flatMap(CartApi, (cart) => cart.getCart(anonymous.UUID, anonymous.CartToken ?? "")),
      ),
    ).toMatchObject({ left: { status: 404 } });
  });

  it("restores the customer's cart, also when the stored id is one the operator no longer knows", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const owned = await savedCart(prepay, prepay.customer);
    const shopper = returning("expired");
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    expect((await shopper.run(restoreCart({ customerUUID }))).uuid).toBe(owned.UUID);
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
    expect((await prepay.run(restoreCart({ customerUUID }))).uuid).toBe(owned.UUID);
  });

  it("keeps the local cart when the operator has none: a forgotten id, a customer without a cart", async () => {
    const shopper = returning("expired");
    const phone = await phoneLine(shopper);
    const local = { items: { [phone.id]: phone } };
    await shopper.run(storeLocalCart(local));
    expect(await shopper.run(restoreCart())).toEqual(local);
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
    const customerUUID = await signInHere(shopper, "postpay@waea.test");
    expect(await shopper.run(restoreCart({ customerUUID }))).toEqual(local);
  });

  it("passes on a refusal other than 'no cart': another login's customer account", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await prepay.attempt(restoreCart({ customerUUID: postpay.customer }))).toMatchObject({
      left: { _tag: "Forbidden" },
    });
  });
});
