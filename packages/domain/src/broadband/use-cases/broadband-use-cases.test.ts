import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { beforeEach, describe, expect, it } from "vitest";
import { loadSavedPurchase } from "../../checkout";
import { productionFlags } from "../../config";
import { BroadbandApi } from "../broadband-api";
import { makeMemoryBroadbandApi } from "../broadband-api-memory";
import type { BroadbandFlow } from "../broadband-flow";
import type { BroadbandPlan } from "../broadband-plan";
import { ORDER_POLL_TIMEOUT_MS } from "../order-status";
import { PRODUCT_WAIT_TIMEOUT_MS } from "../product-wait";
import {
  address,
  auckland,
  fibre,
  modem,
  nowhere,
  resetTime,
  rural,
  slots,
  wireless,
  world,
} from "./broadband-fixture";
import { bookVisit, visitTimeSlots } from "./book-visit";
import { changeBroadbandPlan } from "./change-broadband-plan";
import { fwaChangePlanOptions, loadBroadbandOffer } from "./load-fwa-offer";
import { orderBroadband, type OrderBroadbandInput } from "./order-broadband";

beforeEach(resetTime);

const flowAt = (
  location: typeof auckland,
  plan: BroadbandPlan,
  extra: Partial<BroadbandFlow> = {},
): BroadbandFlow => ({
  id: "flow-1",
  location,
  plan,
  with_wifi_router: plan.BroadbandProductType === "FWA",
  ...(plan.BroadbandProductType === "FWA"
    ? { modem: { ID: modem.ItemUUID, Name: modem.Name, PriceCents: 0 } }
    : {}),
  summary_confirmed: true,
  ...extra,
});
const input = (flow: BroadbandFlow): OrderBroadbandInput => ({
  flow,
  customerUUID: "cust-1",
  address,
  method: "card",
  flags: productionFlags,
  origin: "https://waea.nz",
});

describe("orderBroadband", () => {
  it("orders fibre: checks availability, checks out, confirms the card, polls, waits for the product", async () => {
    const { run, payments, tookMillis } = world();
    const result = Either.getOrThrow(await run(orderBroadband(input(flowAt(auckland, fibre)))));
    expect(result).toMatchObject({
      _tag: "Ordered",
      orderId: "UFB-ORDER-0001",
      visit: "install",
      productUUID: "ufb-product-0002",
      flow: {
        uuid: "UFB-ORDER-0001",
        service_id: "sa-ufb-idx-akl",
        availability: "service_installation_required",
      },
      purchase: {
        kind: "ufb",
        status: "completed",
        summary: { number: "UFB-ORDER-0001", plan: { name: "Fibre 300", price: 7900 } },
      },
    });
    expect(payments.confirmed).toEqual(["pi_UFB-ORDER-0001_secret"]);
    expect(tookMillis()).toBeGreaterThan(0);
  });
  it("orders fixed wireless through the e-shop, polling its order status until it is processing", async () => {
    const { run, tookMillis } = world({ statuses: ["NEW", "NEW", "PROCESSING"], slowProductReads: true });
    const result = await run(orderBroadband(input(flowAt(rural, wireless))));
    expect(result).toMatchObject({
      right: { _tag: "Ordered", orderId: "O0001", visit: "scope", productUUID: undefined },
    });
    expect(tookMillis()).toBeGreaterThanOrEqual(500 + PRODUCT_WAIT_TIMEOUT_MS);
  });
  it("finds the new fixed wireless product once provisioned", async () => {
    const { run, broadband, tookMillis } = world();
    broadband.provisionAfter("fwa", "cust-1", 4);
    const result = Either.getOrThrow(await run(orderBroadband(input(flowAt(auckland, wireless)))));
    expect(result).toMatchObject({ _tag: "Ordered", productUUID: "fwa-product-0001", visit: "install" });
    expect(tookMillis()).toBeLessThan(PRODUCT_WAIT_TIMEOUT_MS);
  });
  it("gives up waiting for the product after 3 minutes and still reports the order", async () => {
    const { run, tookMillis } = world({ slowProductReads: true });
    const result = Either.getOrThrow(await run(orderBroadband(input(flowAt(auckland, wireless)))));
    expect(result).toMatchObject({ _tag: "Ordered", productUUID: undefined });
    expect(tookMillis()).toBeGreaterThanOrEqual(PRODUCT_WAIT_TIMEOUT_MS);
  });
  it("rejects a failed order with its first note, or 'Order failed', as an order status error", async () => {
    const failed = world({ statuses: ["NEW", "FAILED"], notes: [{ Note: "Premises not serviceable" }] });
    expect(await failed.run(orderBroadband(input(flowAt(auckland, wireless))))).toMatchObject({
      left: {
        _tag: "BroadbandOrderFailed",
        orderId: "O0001",
        note: "Premises not serviceable",
        orderStatusError: true,
      },
    });
    const bare = world({ ufbOrderStatus: "FAILED" });
    expect(await bare.run(orderBroadband(input(flowAt(auckland, fibre))))).toMatchObject({
      left: { _tag: "BroadbandOrderFailed", key: "broadband.order_failed", note: undefined },
    });
  });
  it("stops polling after 3 minutes: the order is still being processed", async () => {
    const { run, tookMillis } = world({ statuses: ["NEW"], slowOrderReads: true });
    expect(await run(orderBroadband(input(flowAt(auckland, wireless))))).toMatchObject({
      left: { _tag: "BroadbandOrderStillProcessing", orderId: "O0001" },
    });
    expect(tookMillis()).toBeGreaterThanOrEqual(ORDER_POLL_TIMEOUT_MS);
  });
  it("refuses an address without service, and a flow without location or plan", async () => {
    const { run } = world();
    expect(await run(orderBroadband(input(flowAt(nowhere, fibre))))).toMatchObject({
      left: { _tag: "BroadbandRefused", key: "broadband.no_fibre_services" },
    });
    const { location: _l, ...noLocation } = flowAt(auckland, fibre);
    expect(await run(orderBroadband(input(noLocation)))).toMatchObject({
      left: { issues: [{ key: "checkout.no_location" }] },
    });
    const { plan: _p, ...noPlan } = flowAt(auckland, fibre);
    expect(await run(orderBroadband(input(noPlan)))).toMatchObject({
      left: { issues: [{ key: "checkout.plan_not_specified" }] },
    });
    expect(
      await run(
        orderBroadband({
          ...input(flowAt(auckland, fibre)),
          method: "afterpay",
          flags: { ...productionFlags, afterpay: false },
        }),
      ),
    ).toMatchObject({ left: { issues: [{ key: "checkout.instalments_unavailable" }] } });
    expect(
      await run(orderBroadband(input(flowAt(auckland, fibre, { transfer: { requested: true } })))),
    ).toMatchObject({
      left: { _tag: "CheckoutRefused" },
    });
  });
  it("passes on a failed card confirmation with the client secret and the pending purchase", async () => {
    const { run } = world({ failing: new Set(["pi_UFB-ORDER-0001_secret"]) });
    expect(await run(orderBroadband(input(flowAt(auckland, fibre))))).toMatchObject({
      left: {
        _tag: "CheckoutPaymentFailed",
        clientSecret: "pi_UFB-ORDER-0001_secret",
        purchase: { kind: "ufb", status: "pending" },
      },
    });
  });
  it("returns the instalment redirect with ?broadband=true, the purchase stored first", async () => {
    const { run } = world();
    const result = Either.getOrThrow(
      await run(orderBroadband({ ...input(flowAt(auckland, fibre)), method: "afterpay" })),
    );
    expect(result).toMatchObject({
      _tag: "RedirectToInstalments",
      returnUrl: "https://waea.nz/afterpay-return?broadband=true",
      flow: { uuid: "UFB-ORDER-0001" },
    });
    expect(Either.getOrThrow(await run(loadSavedPurchase))).toMatchObject({ kind: "ufb", status: "pending" });
  });
});

describe("loadBroadbandOffer and plan changes", () => {
  it("offers fixed wireless plans with modems, fibre plans without", async () => {
    const { run } = world();
    expect(Either.getOrThrow(await run(loadBroadbandOffer("fwa", auckland)))).toEqual({
      availability: "service_available",
      serviceAvailabilityUUID: "sa-fwa-idx-akl",
      plans: [wireless],
      modems: [modem],
    });
    expect(Either.getOrThrow(await run(loadBroadbandOffer("ufb", auckland)))).toMatchObject({
      plans: [fibre],
      modems: [],
    });
    expect(await run(loadBroadbandOffer("ufb", rural))).toMatchObject({
      left: { key: "broadband.no_fibre_services" },
    });
  });
  it("says 'No FWA Plans data' and 'No modem data' when the lists are empty", () => {
    const empty = makeMemoryBroadbandApi({ availability: { ufb: {}, fwa: { x: "service_available" } } });
    const run = <A, E>(effect: Effect.Effect<A, E, BroadbandApi>) =>
      Effect.runSync(Effect.either(Effect.provide(effect, Layer.succeed(BroadbandApi, empty))));
    const here = { ...auckland, LocationProviderIDX: "x" };
    expect(run(loadBroadbandOffer("fwa", here))).toMatchObject({ left: { key: "broadband.no_fwa_plans" } });
    const noModems = makeMemoryBroadbandApi({
      availability: { ufb: {}, fwa: { x: "service_available" } },
      plans: [wireless],
    });
    expect(
      Effect.runSync(
        Effect.either(Effect.provide(loadBroadbandOffer("fwa", here), Layer.succeed(BroadbandApi, noModems))),
      ),
    ).toMatchObject({ left: { key: "broadband.no_modem_data" } });
  });
  it("changes an FWA product to one of its offered plans", async () => {
    const { run, broadband } = world();
    broadband.provisionAfter("fwa", "cust-1", 1);
    const products = Either.getOrThrow(
      await run(Effect.flatMap(BroadbandApi, (api) => api.fwaProducts("cust-1"))),
    );
    const productUUID = products.Products[0]?.UUID ?? "";
    const offered = Either.getOrThrow(await run(fwaChangePlanOptions("cust-1", productUUID)));
    expect(offered).toEqual([wireless]);
    expect(
      Either.getOrThrow(
        await run(
          changeBroadbandPlan({
            network: "fwa",
            customerUUID: "cust-1",
            productUUID,
            plan: wireless,
            offered,
          }),
        ),
      ),
    ).toEqual({ UUID: productUUID, ProductAvailabilityUUID: "av-fwa", Status: "SCHEDULED" });
    expect(
      await run(
        changeBroadbandPlan({ network: "fwa", customerUUID: "cust-1", productUUID, plan: fibre, offered }),
      ),
    ).toMatchObject({
      left: { key: "broadband.no_fwa_plans" },
    });
    expect(await run(fwaChangePlanOptions("cust-1", "unknown"))).toMatchObject({ left: { status: 404 } });
  });
});

describe("booking the visit", () => {
  const facts = {
    network: "ufb" as const,
    orderUUID: "UFB-ORDER-0001",
    customerUUID: "cust-1",
    visit: "install" as const,
  };
  it("offers the future slots and books one", async () => {
    const { run, broadband } = world();
    expect(Either.getOrThrow(await run(visitTimeSlots(facts)))).toEqual([slots[0]]);
    const booked = Either.getOrThrow(
      await run(bookVisit({ ...facts, flow: flowAt(auckland, fibre), start: "2030-01-06T09:00:00Z" })),
    );
    expect(booked.flow.booked).toBe(true);
    expect(booked.booking).toMatchObject({ Status: "BOOKED", Start: "2030-01-06T09:00:00Z" });
    expect(broadband.bookings.size).toBe(1);
  });
  it("asks again for a slot in the past or not offered, and says when none are left", async () => {
    const { run, setTime } = world();
    expect(
      await run(bookVisit({ ...facts, flow: flowAt(auckland, fibre), start: "2029-12-01T09:00:00Z" })),
    ).toMatchObject({
      left: { key: "broadband.slot_not_available" },
    });
    await setTime(Date.parse("2031-01-01T00:00:00Z"));
    expect(await run(visitTimeSlots({ ...facts, visit: "scope" }))).toMatchObject({
      left: { key: "broadband.no_time_slots" },
    });
  });
});
