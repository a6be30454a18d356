import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  chooseSimType,
  clearStoredCart,
  emptyCart,
  loadLocalCart,
  storeLocalCart,
  type LocalCart,
} from "@waea/domain/cart";
import { CartApi } from "@waea/domain/cart/api";
import { StorageKeys } from "@waea/domain/ports";
import { withFakeApi, visitor, type Visitor } from "../support/fake-api";
import { requestLog } from "../sim/request-log";
import { phoneLine, shopPlan, signInHere } from "./shop-fixtures";

const api = withFakeApi();

const stored = (shopper: Visitor, key: string) =>
  Option.getOrUndefined(Effect.runSync(shopper.storage.get(key)));
const kinds = (cart: LocalCart) =>
  Object.values(cart.items)
    .map((line) => line.type)
    .sort();
/** The anonymous cart as the operator has it, read with the token the shopper's storage keeps. */
const serverCart = (shopper: Visitor, uuid: string) =>
  shopper.run(
    Effect.flatMap(CartApi, (cart) => cart.getCart(uuid, stored(shopper, StorageKeys.cartToken) ?? "")),
  );

describe("the stored cart (SHOP-02)", () => {
  it("reads back what was stored, treats junk as an empty cart, and forgets the cart and its id", async () => {
    const shopper = visitor(api());
    const phone = await phoneLine(shopper);
    expect(await shopper.run(loadLocalCart)).toEqual(emptyCart);
    await shopper.run(storeLocalCart({ items: { [phone.id]: phone }, uuid: "u" }));
    expect(await shopper.run(loadLocalCart)).toEqual({ items: { [phone.id]: phone }, uuid: "u" });
    Effect.runSync(shopper.storage.set(StorageKeys.cart, "{not json"));
    expect(await shopper.run(loadLocalCart)).toEqual(emptyCart);
    Effect.runSync(shopper.storage.set(StorageKeys.cartId, "c"));
    await shopper.run(clearStoredCart);
    expect(Effect.runSync(shopper.storage.keys())).toEqual([]);
  });
});

describe("chooseSimType (SHOP-02, SHOP-03)", () => {
  it("puts the SIM and its plan in the cart, saves it to the operator and keeps the anonymous cart's id", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    const cart = await shopper.run(chooseSimType({ simType: "e_sim", plan }));
    expect(kinds(cart)).toEqual(["esim", "plan"]);
    const uuid = cart.uuid ?? "";
    expect(stored(shopper, StorageKeys.cartId)).toBe(uuid);
    expect((await serverCart(shopper, uuid)).Items.map((line) => line.ProductAvailabilityUUID)).toContain(
      plan.ProductAvailabilityUUID,
    );
    expect(shopper.analytics.events).toEqual([
      expect.objectContaining({
        name: "add_to_cart",
        params: expect.objectContaining({ item_id: plan.ProductAvailabilityUUID }),
      }),
    ]);
  });

  it("after sign-in the same cart changes SIM, is attached to the customer and its stored id goes", async () => {
    const shopper = visitor(api());
    const plan = shopPlan(api());
    const first = await shopper.run(chooseSimType({ simType: "e_sim", plan }));
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    const again = await shopper.run(
      chooseSimType({ simType: "real_sim", plan, customerUUID, version: "v2" }),
    );
    expect(again.uuid).toBe(first.uuid);
    expect(kinds(again)).toEqual(["plan", "sim"]);
    expect(stored(shopper, StorageKeys.cartId)).toBeUndefined();
    expect(stored(shopper, StorageKeys.cartToken)).toBeUndefined();
    expect(
      await shopper.run(Effect.flatMap(CartApi, (cart) => cart.getCustomerCart(customerUUID))),
    ).toMatchObject({ UUID: again.uuid, CustomerUUID: customerUUID });
  });

  it("refuses an unknown SIM type or a missing plan, without a call", async () => {
    const log = requestLog(api());
    const shopper = visitor(log.api);
    expect(await shopper.attempt(chooseSimType({ simType: "nano", plan: shopPlan(api()) }))).toMatchObject({
      left: { _tag: "CartRefused", message: { key: "cart.unknown_sim_type" } },
    });
    expect(await shopper.attempt(chooseSimType({ simType: "e_sim", plan: undefined }))).toMatchObject({
      left: { _tag: "CartRefused", message: { key: "cart.plan_not_specified" } },
    });
    expect(log.requests()).toEqual([]);
  });
});
