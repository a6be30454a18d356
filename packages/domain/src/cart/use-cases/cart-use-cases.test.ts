import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  Analytics,
  ApiFailure,
  makeMemoryAnalytics,
  makeMemoryStorage,
  Storage,
  StorageKeys,
} from "../../ports";
import { CartApi } from "../cart-api";
import { makeMemoryCartApi, type MemoryCartApi } from "../cart-api-memory";
import type { LocalCartItem } from "../local-cart";
import { emptyCart } from "../local-cart";
import { SIM_ITEM_UUIDS } from "../sim-types";
import { chooseSimType } from "./choose-sim-type";
import { orderMultipleSims } from "./order-multiple-sims";
import { restoreCart } from "./restore-cart";
import { saveCart } from "./save-cart";
import { clearStoredCart, loadLocalCart, storeLocalCart } from "./stored-cart";

const plan = {
  ProductCatalogUUID: "cat-1",
  ProductAvailabilityUUID: "avail-1",
  Name: "Unlimited",
  PriceCents: 5500,
};
const phone: LocalCartItem = {
  id: "p1",
  type: "mobile",
  price: 99900,
  quantity: 1,
  product: { price: 99900, item: { ItemUUID: "iphone-13" } },
  removable: true,
  quantifiable: true,
};

const world = (api: MemoryCartApi = makeMemoryCartApi(), initial: Record<string, string> = {}) => {
  const storage = makeMemoryStorage(initial);
  const analytics = makeMemoryAnalytics();
  const layer = Layer.mergeAll(
    Layer.succeed(CartApi, api),
    Layer.succeed(Storage, storage),
    Layer.succeed(Analytics, analytics),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, CartApi | Storage | Analytics>) =>
    Effect.runSync(Effect.either(Effect.provide(effect, layer)));
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  return { api, storage, analytics, run, stored };
};

describe("stored cart", () => {
  it("reads back what was stored and treats junk as an empty cart", () => {
    const { run, storage } = world();
    expect(run(loadLocalCart)).toEqual(Either.right(emptyCart));
    run(storeLocalCart({ items: { p1: phone }, uuid: "u" }));
    expect(run(loadLocalCart)).toEqual(Either.right({ items: { p1: phone }, uuid: "u" }));
    Effect.runSync(storage.set(StorageKeys.cart, "{not json"));
    expect(run(loadLocalCart)).toEqual(Either.right(emptyCart));
    Effect.runSync(storage.set(StorageKeys.cartId, "c"));
    run(clearStoredCart);
    expect(Effect.runSync(storage.keys())).toEqual([]);
  });
});

describe("chooseSimType", () => {
  it("puts the SIM and plan in the cart, saves it and keeps the anonymous cart id", () => {
    const { run, stored, analytics } = world();
    const cart = Either.getOrThrow(run(chooseSimType({ simType: "e_sim", plan })));
    expect(cart.uuid).toBe("cart-0001");
    expect(
      Object.values(cart.items)
        .map((line) => line.type)
        .sort(),
    ).toEqual(["esim", "plan"]);
    expect(stored(StorageKeys.cartId)).toBe("cart-0001");
    expect(analytics.events[0]).toMatchObject({ name: "add_to_cart", params: { item_id: "avail-1" } });
    const again = Either.getOrThrow(
      run(chooseSimType({ simType: "real_sim", plan, customerUUID: "cust-1", version: "v2" })),
    );
    expect(again.uuid).toBe("cart-0001");
    expect(
      Object.values(again.items)
        .map((line) => line.type)
        .sort(),
    ).toEqual(["plan", "sim"]);
    expect(stored(StorageKeys.cartId)).toBeUndefined();
  });
  it("refuses an unknown SIM type or a missing plan", () => {
    const { run } = world();
    expect(run(chooseSimType({ simType: "nano", plan }))).toMatchObject({
      left: { _tag: "CartRefused", message: { key: "cart.unknown_sim_type" } },
    });
    expect(run(chooseSimType({ simType: "e_sim", plan: undefined }))).toMatchObject({
      left: { message: { key: "cart.plan_not_specified" } },
    });
  });
});

describe("restoreCart", () => {
  const seeded = () => {
    const api = makeMemoryCartApi();
    const anonymous = Effect.runSync(
      api.saveCart({
        SPID: 67,
        Items: [
          {
            ItemUUID: SIM_ITEM_UUIDS.real_sim,
            Quantity: 1,
            PriceCents: 0,
            Type: "TYPE_PRODUCT",
            PhysicalType: "SIM",
          },
        ],
      }),
    );
    const owned = Effect.runSync(
      api.saveCart({
        SPID: 67,
        CustomerUUID: "cust-9",
        Items: [
          {
            ItemUUID: "plan-x",
            Quantity: 1,
            PriceCents: 3000,
            Type: "TYPE_VIRTUAL",
            VirtualType: "VT_PLAN",
            PhysicalType: "MODEM",
          },
        ],
      }),
    );
    return { api, anonymous, owned };
  };

  it("does nothing without a stored id or a customer", () => {
    const { run } = world();
    expect(run(restoreCart())).toEqual(Either.right(emptyCart));
  });
  it("restores an anonymous cart by its stored id and keeps the id", () => {
    const { api, anonymous } = seeded();
    const { run, stored } = world(api, { [StorageKeys.cartId]: anonymous.UUID });
    const cart = Either.getOrThrow(run(restoreCart()));
    expect(cart.uuid).toBe(anonymous.UUID);
    expect(Object.values(cart.items).map((line) => line.type)).toEqual(["sim"]);
    expect(stored(StorageKeys.cartId)).toBe(anonymous.UUID);
  });
  it("attaches the signed-in customer to an anonymous cart and drops the stored id", () => {
    const { api, anonymous } = seeded();
    const { run, stored } = world(api, { [StorageKeys.cartId]: anonymous.UUID });
    Either.getOrThrow(run(restoreCart({ customerUUID: "cust-1" })));
    expect(api.carts.get(anonymous.UUID)?.CustomerUUID).toBe("cust-1");
    expect(stored(StorageKeys.cartId)).toBeUndefined();
  });
  it("restores by customer, also when the stored id is gone", () => {
    const { api, owned } = seeded();
    const { run, stored } = world(api, { [StorageKeys.cartId]: "expired" });
    const cart = Either.getOrThrow(run(restoreCart({ customerUUID: "cust-9" })));
    expect(cart.uuid).toBe(owned.UUID);
    expect(stored(StorageKeys.cartId)).toBeUndefined();
    const fresh = world(api);
    expect(Either.getOrThrow(fresh.run(restoreCart({ customerUUID: "cust-9" }))).uuid).toBe(owned.UUID);
  });
  it("keeps the local cart when the server has none", () => {
    const { run, stored } = world(makeMemoryCartApi(), { [StorageKeys.cartId]: "expired" });
    run(storeLocalCart({ items: { p1: phone } }));
    expect(Either.getOrThrow(run(restoreCart()))).toEqual({ items: { p1: phone } });
    expect(stored(StorageKeys.cartId)).toBeUndefined();
    expect(Either.getOrThrow(run(restoreCart({ customerUUID: "nobody" })))).toEqual({ items: { p1: phone } });
  });
  it("passes on errors other than not found", () => {
    const failing: MemoryCartApi = {
      ...makeMemoryCartApi(),
      getCustomerCart: () =>
        Effect.fail(new ApiFailure({ call: "getCustomerCart", status: 500, message: "boom" })),
    };
    const { run } = world(failing);
    expect(run(restoreCart({ customerUUID: "c" }))).toMatchObject({ left: { status: 500 } });
  });
});

describe("saveCart and orderMultipleSims", () => {
  it("saves the local cart and merges the server's lines back", () => {
    const { run } = world();
    const cart = Either.getOrThrow(run(saveCart({ items: { p1: phone } }, { customerUUID: "cust-1" })));
    expect(cart).toMatchObject({ uuid: "cart-0001", items: { p1: phone } });
  });
  it("orders several SIMs with their plans in place of the earlier SIM lines, phones kept", () => {
    const { run, api } = world();
    run(storeLocalCart({ items: { p1: phone } }));
    Either.getOrThrow(run(chooseSimType({ simType: "e_sim", plan })));
    const cart = Either.getOrThrow(
      run(
        orderMultipleSims({
          lines: [
            { simType: "real_sim", plan, selfManaged: true },
            { simType: "e_sim", plan, selfManaged: false, requestedForName: "Aroha" },
          ],
          customerUUID: "cust-1",
        }),
      ),
    );
    const types = Object.values(cart.items)
      .map((line) => line.type)
      .sort();
    expect(types).toEqual(["esim", "mobile", "plan", "plan", "sim"]);
    const server = api.carts.get(cart.uuid ?? "");
    expect(server?.Items).toHaveLength(5);
    expect(
      server?.Items.filter((line) => line.Attributes?.CustomerCreation === "BrandNewCustomer"),
    ).toHaveLength(1);
  });
  it("refuses an order with a SIM without a plan", () => {
    const { run } = world();
    expect(run(orderMultipleSims({ lines: [{ simType: "e_sim", selfManaged: true }] }))).toMatchObject({
      left: { message: { key: "cart.sim_plan_not_specified", params: { n: 1 } } },
    });
  });
});
