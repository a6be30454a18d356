import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionFlags } from "@waea/domain/config";
import { emptyCart, loadLocalCart } from "@waea/domain/cart";
import {
  checkoutCart,
  loadSavedPurchase,
  openThanksPage,
  orderDetail,
  type CheckoutCartInput,
} from "@waea/domain/checkout";
import { StorageKeys } from "@waea/domain/ports";
import { withFakeApi, visitor } from "../support/fake-api";
import { requestLog } from "../sim/request-log";
import { shopPlan, signInHere } from "../cart/shop-fixtures";
import { CONFIRM_CARD, address, shopperWithEsim } from "./checkout-fixtures";

const api = withFakeApi();

const hasCart = (storage: { readonly keys: () => Effect.Effect<ReadonlyArray<string>> }) =>
  Effect.runSync(storage.keys()).includes(StorageKeys.cart);

describe("checkoutCart (SHOP-05, SHOP-06)", () => {
  it("checks the cart out, confirms the card, keeps the purchased summary and empties the cart", async () => {
    const { shopper, input, plan, log, customerUUID } = await shopperWithEsim(api());
    const result = await shopper.run(checkoutCart(input));
    expect(result).toMatchObject({
      _tag: "Completed",
      purchase: {
        kind: "shop",
        status: "completed",
        summary: { e_sim: true, plan: { name: plan.Name, price: plan.PriceCents }, is_only_sim: true },
        clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      },
    });
    expect(log.requests()).toEqual(["POST /eshop/v3/checkout", CONFIRM_CARD]);
    expect(hasCart(shopper.storage)).toBe(false);
    expect((await shopper.run(loadSavedPurchase))?.status).toBe("completed");
    // the sign-in and the SIM choice before it, then the checkout's own
    expect(shopper.analytics.events.map((event) => event.name)).toEqual([
      "login",
      "add_to_cart",
      "begin_checkout",
      "purchase",
    ]);
    expect(await shopper.run(openThanksPage)).toMatchObject({ _tag: "Show" });
    const number = result._tag === "Completed" ? result.purchase.summary.number : "";
    const order = await shopper.run(orderDetail(customerUUID, number));
    expect(order).toMatchObject({ Status: "PROCESSING", OrderItems: [expect.anything(), expect.anything()] });
  });

  it("skips the card confirmation when the flag is off: the order then waits for its payment", async () => {
    const { shopper, input, log, customerUUID } = await shopperWithEsim(api());
    const flags = { ...productionFlags, checkoutPaymentConfirmation: false };
    const result = await shopper.run(checkoutCart({ ...input, flags, version: "v1" }));
    expect(result._tag).toBe("Completed");
    expect(log.requests()).toEqual(["POST /eshop/checkout"]);
    const number = result._tag === "Completed" ? result.purchase.summary.number : "";
    expect((await shopper.run(orderDetail(customerUUID, number))).Status).toBe("PENDING_PAYMENT");
  });

  it("passes on a declined card with the client secret and the pending purchase; the cart stays", async () => {
    const { shopper, input } = await shopperWithEsim(api());
    // the card provider declines every payment (the simulation's failure rate, as the control door sets it)
    api().store.simulation.paymentFailureRate = 1;
    const result = await shopper.attempt(checkoutCart(input));
    expect(result).toMatchObject({
      left: {
        _tag: "CheckoutPaymentFailed",
        clientSecret: expect.stringMatching(/^pi_/),
        purchase: { status: "pending", summary: { number: expect.stringMatching(/^ORD/) } },
      },
    });
    expect(hasCart(shopper.storage)).toBe(true);
    expect(await shopper.run(openThanksPage)).toEqual({ _tag: "Home" });
  });

  it("completes without a payment when nothing is owed, for the signed-in login's account", async () => {
    // The demo catalogue sells nothing free: the operator's catalogue is given a $0 plan here (the server's price
    // decides what is owed, not the cart's).
    const free = { ...shopPlan(api()), PriceCents: 0 };
    const plans = api().store.world.plans;
    Object.assign(plans, {
      catalog: plans.catalog.map((entry) =>
        entry.UUID !== free.ProductCatalogUUID
          ? entry
          : { ...entry, Availabilities: entry.Availabilities.map((a) => ({ ...a, RetailCents: 0 })) },
      ),
    });
    api().store.changed();
    const { shopper, input, log } = await shopperWithEsim(api(), "prepay@waea.test", free);
    const result = await shopper.run(checkoutCart({ ...input, customerUUID: undefined }));
    expect(result).toMatchObject({ _tag: "Completed", purchase: { status: "completed" } });
    expect(result._tag === "Completed" ? result.purchase.clientSecret : "").toBeUndefined();
    expect(log.requests()).not.toContain(CONFIRM_CARD);
  });

  it("refuses an empty cart, an address without a postcode, instalments switched off: nothing is posted", async () => {
    const log = requestLog(api());
    const shopper = visitor(log.api);
    const customerUUID = await signInHere(shopper, "prepay@waea.test");
    log.clear();
    const input: CheckoutCartInput = {
      address,
      customerUUID,
      method: "card",
      flags: productionFlags,
      origin: "https://waea.nz",
    };
    expect(await shopper.run(loadLocalCart)).toEqual(emptyCart);
    expect(await shopper.attempt(checkoutCart(input))).toMatchObject({
      left: { _tag: "CheckoutRefused", issues: [{ key: "checkout.no_order_items" }] },
    });
    const { shopper: withCart, input: ready, log: cartLog } = await shopperWithEsim(api());
    expect(
      await withCart.attempt(checkoutCart({ ...ready, address: { ...address, Postcode: "" } })),
    ).toMatchObject({
      left: { issues: [{ key: "checkout.postcode_required" }] },
    });
    const noAfterpay = { ...productionFlags, afterpay: false };
    expect(
      await withCart.attempt(checkoutCart({ ...ready, method: "afterpay", flags: noAfterpay })),
    ).toMatchObject({
      left: { issues: [{ key: "checkout.instalments_unavailable" }] },
    });
    expect([...log.requests(), ...cartLog.requests()]).toEqual([]);
  });
});
