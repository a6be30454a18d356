import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { SIM_ITEM_UUIDS, emptyCart, restoreCart, storeLocalCart } from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { signedIn, useFakeApi, visitor, type Visitor } from "../support/fake-api";
import { phoneLine, signInHere } from "./shop-fixtures";

const api = useFakeApi();

const stored = (shopper: Visitor, key: string) =>
  Option.getOrUndefined(Effect.runSync(shopper.storage.get(key)));

const simLine = {
  ItemUUID: SIM_ITEM_UUIDS.real_sim,
  Name: "Physical SIM",
  Quantity: 1,
  PriceCents: 0,
  Type: "TYPE_PRODUCT",
  PhysicalType: "SIM",
} as const;

/** A cart saved on the operator's side: anonymous, or a customer's. */
const savedCart = (shopper: Visitor, customerUUID?: string) =>
  shopper.run(
    Effect.flatMap(CartApi, (cart) =>
      cart.saveCart({
        SPID: 67,
        Items: [simLine],
        ...(customerUUID === undefined ? {} : { CustomerUUID: customerUUID }),
      }),
    ),
  );

/** A browser that comes back with a cart id in its storage. */
const returning = (cartId: string) => visitor(api(), makeMemoryStorage({ [StorageKeys.cartId]: cartId }));

describe("restoreCart (SHOP-03)", () => {
  it("does nothing without a stored cart id or a customer", async () => {
    expect(await visitor(api()).run(restoreCart())).toEqual(emptyCart);
  });

  it("restores an anonymous cart by its stored id, and keeps the id", async () => {
    const anonymous = await savedCart(visitor(api()));
    const shopper = returning(anonymous.UUID);
    const cart = await shopper.run(restoreCart());
    expect(cart.uuid).toBe(anonymous.UUID);
    expect(Object.values(cart.items).map((line) => line.type)).toEqual(["sim"]);
    expect(stored(shopper, StorageKeys.cartId)).toBe(anonymous.UUID);
  });

  it("attaches the signed-in customer to the anonymous cart, and drops the stored id", async () => {
    const anonymous = await savedCart(visitor(api()));
    const shopper = returning(anonymous.UUID);
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    await shopper.run(restoreCart({ customerUUID }));
    const server = await shopper.run(Effect.flatMap(CartApi, (cart) => cart.getCart(anonymous.UUID)));
    expect(server.CustomerUUID).toBe(customerUUID);
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
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
