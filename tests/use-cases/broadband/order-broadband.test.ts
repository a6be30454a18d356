import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { orderBroadband } from "@waea/domain/broadband";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { productionFlags } from "@waea/domain/config";
import { loadSavedPurchase } from "@waea/domain/checkout";
import { Payments } from "@waea/domain/ports";
import { useFakeApi } from "../support/fake-api";
import { CONFIRM_CARD } from "../checkout/checkout-fixtures";
import { flowAt, orderInput, ordering } from "./broadband-fixtures";
import { isOrderRead, isProductRead } from "./steer";

const api = useFakeApi();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** 27 Mill Road, Ōtaki: the fibre company cannot connect it, so fibre orders there fail once provisioned. */
const FAILING = "27 Mill Road";

describe("orderBroadband (BB-01..03)", () => {
  it("BB-03: orders fibre: availability, checkout, the card, the order's status, then the new product", async () => {
    // each look for the product takes the operator 10 s: it is provisioned 30 s after it was paid
    const { customer, log } = await ordering(api(), "fibre@waea.test", (request) => {
      if (isProductRead(request)) api().clock.advance(10 * SECOND);
    });
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    log.clear();
    const result = await customer.run(orderBroadband(orderInput(customer, flow)));
    expect(result).toMatchObject({
      _tag: "Ordered",
      visit: "install",
      productUUID: expect.any(String),
      flow: { service_id: expect.any(String), availability: "service_installation_required" },
      purchase: {
        kind: "ufb",
        status: "completed",
        summary: {
          plan: { name: flow.plan?.Name, price: flow.plan?.Price },
          address: flow.location?.Formatted,
        },
      },
    });
    const orderId = result._tag === "Ordered" ? result.orderId : "";
    expect(result).toMatchObject({ flow: { uuid: orderId }, purchase: { summary: { number: orderId } } });
    expect(log.requests()).toContain("POST /ufb/checkout");
    expect(log.requests()).toContain(CONFIRM_CARD);
    const product = await customer.run(
      Effect.flatMap(BroadbandApi, (broadband) =>
        broadband.fibreGet("UFB", result._tag === "Ordered" ? (result.productUUID ?? "") : ""),
      ),
    );
    expect(product).toMatchObject({ UFBOrderUUID: orderId, Status: 2 });
  });

  it("BB-02: orders fixed wireless with a modem through the e-shop and finds the new product, not yet activated", async () => {
    const { customer } = await ordering(api(), "fwa@waea.test", (request) => {
      if (isProductRead(request)) api().clock.advance(10 * SECOND);
    });
    const flow = await flowAt(customer, "fwa", "12 Queen Street");
    expect(flow.modem).toBeDefined();
    const result = await customer.run(orderBroadband(orderInput(customer, flow)));
    expect(result).toMatchObject({ _tag: "Ordered", visit: "install", productUUID: expect.any(String) });
    const products = await customer.run(
      Effect.flatMap(BroadbandApi, (broadband) => broadband.fwaProducts(customer.customer)),
    );
    expect(products.Products).toContainEqual(
      expect.objectContaining({ UUID: result._tag === "Ordered" ? result.productUUID : "", Status: 2 }),
    );
  });

  it("reads the order until it is processing: it waits for its payment until the customer pays in another tab", async () => {
    let reads = 0;
    const { customer } = await ordering(api(), "fwa@waea.test", async (request, self) => {
      if (isProductRead(request)) api().clock.advance(10 * SECOND);
      if (!isOrderRead(request)) return;
      reads += 1;
      if (reads !== 3) return;
      const secret = (await self().run(loadSavedPurchase))?.clientSecret ?? "";
      await self().run(Effect.flatMap(Payments, (payments) => payments.confirmCardPayment(secret)));
    });
    const flow = await flowAt(customer, "fwa", "12 Queen Street");
    const flags = { ...productionFlags, checkoutPaymentConfirmation: false };
    const result = await customer.run(orderBroadband({ ...orderInput(customer, flow), flags }));
    expect(result).toMatchObject({ _tag: "Ordered", productUUID: expect.any(String) });
    expect(reads).toBe(3);
  });

  it("stops reading the order after 3 minutes on the operator's clock: it is still being processed", async () => {
    const started = api().clock.nowMillis();
    // nobody pays, and each read of the order takes the operator a minute
    const { customer } = await ordering(api(), "fwa@waea.test", (request) => {
      if (isOrderRead(request)) api().clock.advance(MINUTE);
    });
    const flow = await flowAt(customer, "fwa", "12 Queen Street");
    const flags = { ...productionFlags, checkoutPaymentConfirmation: false };
    const result = await customer.attempt(orderBroadband({ ...orderInput(customer, flow), flags }));
    expect(result).toMatchObject({
      left: { _tag: "BroadbandOrderStillProcessing", orderId: expect.any(String) },
    });
    expect(api().clock.nowMillis() - started).toBeGreaterThanOrEqual(3 * MINUTE);
  });

  it("BB-03: a fibre order that fails is refused with the operator's note, flagged as an order status error", async () => {
    let first = true;
    // the first read of the order comes a minute later: it has failed by then
    const { customer } = await ordering(api(), "fibre@waea.test", (request) => {
      if (isOrderRead(request) && first) {
        first = false;
        api().clock.advance(MINUTE);
      }
    });
    const flow = await flowAt(customer, "ufb", FAILING);
    expect(await customer.attempt(orderBroadband(orderInput(customer, flow)))).toMatchObject({
      left: {
        _tag: "BroadbandOrderFailed",
        orderId: expect.any(String),
        note: "The local fibre company could not find a lead-in at this address.",
        orderStatusError: true,
      },
    });
  });

  it("gives up waiting for a product that does not come within 3 minutes, and still reports the order", async () => {
    const started = api().clock.nowMillis();
    // the order is processing when read; no product comes (the premises cannot be connected), each look takes a minute
    const { customer } = await ordering(api(), "fibre@waea.test", (request) => {
      if (isProductRead(request)) api().clock.advance(MINUTE);
    });
    const flow = await flowAt(customer, "ufb", FAILING);
    const result = await customer.run(orderBroadband(orderInput(customer, flow)));
    expect(result).toMatchObject({ _tag: "Ordered", orderId: expect.any(String), productUUID: undefined });
    expect(api().clock.nowMillis() - started).toBeGreaterThanOrEqual(3 * MINUTE);
  });
});
