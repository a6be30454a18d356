import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import {
  addItem,
  addSimType,
  emptyCart,
  storeLocalCart,
  type EshopAddress,
  type LocalCart,
} from "../../cart";
import { productionFlags } from "../../config";
import {
  Analytics,
  makeMemoryAnalytics,
  makeMemoryPayments,
  makeMemoryStorage,
  Payments,
  Storage,
  StorageKeys,
} from "../../ports";
import { CheckoutApi } from "../checkout-api";
import { makeMemoryCheckoutApi } from "../checkout-api-memory";
import { checkoutCart, type CheckoutCartInput } from "./checkout-cart";
import { openThanksPage } from "./open-thanks-page";
import { checkEsimOrder, orderDetail, orderHistory } from "./order-history";
import { returnFromInstalments } from "./return-from-instalments";
import { loadSavedPurchase, savePurchase } from "./stored-purchase";

const address: EshopAddress = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["1 Lambton Quay"],
  Phone: "021 123 4567",
};
const plan = {
  ProductCatalogUUID: "cat-1",
  ProductAvailabilityUUID: "avail-1",
  Name: "Unlimited",
  PriceCents: 5500,
};
const simCart: LocalCart = { ...addSimType(emptyCart, "e_sim", plan), uuid: "cart-1", number: "C1" };
const input: CheckoutCartInput = {
  address,
  customerUUID: "cust-1",
  method: "card",
  flags: productionFlags,
  origin: "https://waea.nz",
};

const world = (failing: ReadonlySet<string> = new Set()) => {
  const api = makeMemoryCheckoutApi();
  const storage = makeMemoryStorage();
  const payments = makeMemoryPayments(failing);
  const analytics = makeMemoryAnalytics();
  const layer = Layer.mergeAll(
    Layer.succeed(CheckoutApi, api),
    Layer.succeed(Storage, storage),
    Layer.succeed(Payments, payments),
    Layer.succeed(Analytics, analytics),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, CheckoutApi | Storage | Payments | Analytics>) =>
    Effect.runSync(Effect.either(Effect.provide(effect, layer)));
  const has = (key: string) => Effect.runSync(storage.keys()).includes(key);
  return { api, storage, payments, analytics, run, has };
};

describe("checkoutCart", () => {
  it("posts the cart, confirms the card, stores the summary and resets the cart", () => {
    const { run, payments, analytics, has, api } = world();
    run(storeLocalCart(simCart));
    const result = Either.getOrThrow(run(checkoutCart(input)));
    expect(result).toMatchObject({
      _tag: "Completed",
      purchase: {
        kind: "shop",
        status: "completed",
        summary: {
          number: "O0001",
          e_sim: true,
          plan: { name: "Unlimited", price: 5500 },
          is_only_sim: true,
        },
        clientSecret: "pi_1_secret_1",
      },
    });
    expect(payments.confirmed).toEqual(["pi_1_secret_1"]);
    expect(has(StorageKeys.cart)).toBe(false);
    expect(Either.getOrThrow(run(loadSavedPurchase))?.status).toBe("completed");
    expect(analytics.events.map((event) => event.name)).toEqual(["begin_checkout", "purchase"]);
    expect(api.placed[0]?.OrderItems).toHaveLength(2);
    expect(Either.getOrThrow(run(openThanksPage))).toMatchObject({ _tag: "Show" });
  });
  it("skips the card confirmation when the flag is off", () => {
    const { run, payments } = world();
    run(storeLocalCart(simCart));
    const flags = { ...productionFlags, checkoutPaymentConfirmation: false };
    expect(Either.getOrThrow(run(checkoutCart({ ...input, flags, version: "v1" })))._tag).toBe("Completed");
    expect(payments.confirmed).toEqual([]);
  });
  it("passes on a failed confirmation with the client secret and the saved purchase; the cart stays", () => {
    const { run, has } = world(new Set(["pi_1_secret_1"]));
    run(storeLocalCart(simCart));
    const result = run(checkoutCart(input));
    expect(result).toMatchObject({
      left: {
        _tag: "CheckoutPaymentFailed",
        clientSecret: "pi_1_secret_1",
        purchase: { status: "pending", summary: { number: "O0001" } },
      },
    });
    expect(has(StorageKeys.cart)).toBe(true);
    expect(Either.getOrThrow(run(openThanksPage))).toEqual({ _tag: "Home" });
  });
  it("stores the purchase first and redirects for instalments; the return completes it", () => {
    const { run, has } = world();
    run(storeLocalCart(simCart));
    const result = Either.getOrThrow(run(checkoutCart({ ...input, method: "afterpay" })));
    expect(result).toMatchObject({
      _tag: "RedirectToInstalments",
      clientSecret: "pi_1_secret_1",
      returnUrl: "https://waea.nz/afterpay-return",
      purchase: { status: "pending" },
    });
    expect(Either.getOrThrow(run(loadSavedPurchase))?.status).toBe("pending");
    expect(has(StorageKeys.cart)).toBe(true);
    expect(
      Either.getOrThrow(run(returnFromInstalments({ redirectStatus: "failed", broadband: false }))),
    ).toEqual({
      _tag: "Failed",
      path: "/checkout?redirect_status=failed",
    });
    expect(has(StorageKeys.cart)).toBe(true);
    expect(
      Either.getOrThrow(run(returnFromInstalments({ redirectStatus: "succeeded", broadband: false }))),
    ).toEqual({
      _tag: "Completed",
      path: "/thanks",
    });
    expect(has(StorageKeys.cart)).toBe(false);
    expect(Either.getOrThrow(run(loadSavedPurchase))?.status).toBe("completed");
  });
  it("completes without payment when nothing is owed", () => {
    const { run, payments } = world();
    const free = { ...addSimType(emptyCart, "real_sim", { ...plan, PriceCents: 0 }) };
    run(storeLocalCart(free));
    expect(Either.getOrThrow(run(checkoutCart({ ...input, customerUUID: undefined })))._tag).toBe(
      "Completed",
    );
    expect(payments.confirmed).toEqual([]);
  });
  it("refuses an empty cart, a bad address or instalments switched off, posting nothing", () => {
    const { run, api } = world();
    expect(run(checkoutCart(input))).toMatchObject({
      left: { _tag: "CheckoutRefused", issues: [{ key: "checkout.no_order_items" }] },
    });
    run(
      storeLocalCart(
        addItem(emptyCart, { ...simCart.items[Object.keys(simCart.items)[0] ?? ""]!, quantity: 1 }),
      ),
    );
    expect(run(checkoutCart({ ...input, address: { ...address, Postcode: "" } }))).toMatchObject({
      left: { issues: [{ key: "checkout.postcode_required" }] },
    });
    expect(
      run(checkoutCart({ ...input, method: "afterpay", flags: { ...productionFlags, afterpay: false } })),
    ).toMatchObject({ left: { issues: [{ key: "checkout.instalments_unavailable" }] } });
    expect(api.placed).toEqual([]);
  });
});

describe("returnFromInstalments without a stored purchase", () => {
  it("goes home and ignores unreadable data", () => {
    const { run, storage } = world();
    Effect.runSync(storage.set(StorageKeys.purchasedSummary, "{oops"));
    expect(
      Either.getOrThrow(run(returnFromInstalments({ redirectStatus: "succeeded", broadband: true }))),
    ).toEqual({
      _tag: "Home",
      path: "/",
    });
  });
  it("does not complete a purchase twice", () => {
    const { run, analytics } = world();
    run(
      savePurchase({
        kind: "fwa",
        status: "completed",
        summary: { number: "O9", e_sim: false, is_only_sim: false },
      }),
    );
    expect(
      Either.getOrThrow(run(returnFromInstalments({ redirectStatus: "succeeded", broadband: true }))),
    ).toEqual({
      _tag: "Completed",
      path: "/thanks-broadband",
    });
    expect(analytics.events).toEqual([]);
  });
});

describe("orders", () => {
  it("lists the customer's orders newest first and reads one with its notes", () => {
    const { run, api } = world();
    run(storeLocalCart(simCart));
    Either.getOrThrow(run(checkoutCart(input)));
    run(storeLocalCart(simCart));
    Either.getOrThrow(run(checkoutCart(input)));
    expect(Either.getOrThrow(run(orderHistory("cust-1"))).map((order) => order.Number)).toEqual([
      "O0002",
      "O0001",
    ]);
    expect(Either.getOrThrow(run(orderHistory("someone-else")))).toEqual([]);
    api.script("O0001", ["FAILED"], [{ Note: "Address not serviceable" }]);
    expect(Either.getOrThrow(run(orderDetail("cust-1", "O0001")))).toMatchObject({
      Status: "FAILED",
      OrderNotes: [{ Note: "Address not serviceable" }],
    });
    expect(Either.getOrThrow(run(orderDetail("cust-1", "O0001", "v3"))).OrderNotes).toBeUndefined();
    expect(run(orderDetail("someone-else", "O0001"))).toMatchObject({ left: { status: 404 } });
  });
  it("reports the eSIM order state with its activation code once ready", () => {
    const { run } = world();
    run(storeLocalCart(simCart));
    Either.getOrThrow(run(checkoutCart(input)));
    expect(Either.getOrThrow(run(checkEsimOrder("cust-1", "O0001")))).toEqual({
      state: "pending",
      activationCodes: [],
    });
    expect(Either.getOrThrow(run(checkEsimOrder("cust-1", "O0001")))).toEqual({
      state: "ready",
      activationCodes: ["LPA:1$smdp.example.nz$O0001"],
    });
  });
});
