import { describe, expect, it } from "vitest";
import {
  followBroadbandOrder,
  forgetStoredBroadbandOrder,
  loadStoredBroadbandOrder,
  placeBroadbandOrder,
} from "@waea/domain/broadband";
import { loadSavedPurchase } from "@waea/domain/checkout";
import { withFakeApi } from "../support/fake-api";
import { flowAt, orderInput, ordering } from "./broadband-fixtures";
import { isProductRead } from "./steer";

const api = withFakeApi();

const SECOND = 1000;

describe("placing a broadband order, leaving and coming back to it (BB-01)", () => {
  it("BB-01: an install address without street, city or postcode gets the spec's messages and nothing is sent", async () => {
    const { customer, log } = await ordering(api(), "fibre@waea.test");
    const flow = await flowAt(customer, "ufb", "45 Cuba Street");
    log.clear();
    const input = orderInput(customer, flow);
    const blank = { ...input.address, Lines: [" "], City: "", Postcode: "" };
    expect(await customer.attempt(placeBroadbandOrder({ ...input, address: blank }))).toMatchObject({
      left: {
        _tag: "CheckoutRefused",
        issues: [
          { key: "checkout.street_required", field: "street" },
          { key: "checkout.city_required", field: "city" },
          { key: "checkout.postcode_required", field: "postcode" },
        ],
      },
    });
    expect(log.requests()).toEqual([]);
    expect(await customer.run(loadStoredBroadbandOrder(customer.customer))).toBeUndefined();
  });

  it("BB-01: a placed fibre order is kept; coming back, it is followed to its new product and the purchase completes", async () => {
    const { customer } = await ordering(api(), "fibre@waea.test", (request) => {
      if (isProductRead(request)) api().clock.advance(10 * SECOND);
    });
    const flow = await flowAt(customer, "ufb", "12 Queen Street");
    const placed = await customer.run(placeBroadbandOrder(orderInput(customer, flow)));
    expect(placed).toMatchObject({ _tag: "Placed", visit: "install", purchase: { status: "pending" } });
    const orderId = placed._tag === "Placed" ? placed.orderId : "";

    // the customer left: what they come back to is the stored order, for them only
    const stored = await customer.run(loadStoredBroadbandOrder(customer.customer));
    expect(stored).toMatchObject({ flow: { uuid: orderId, availability: "service_available" } });
    expect(await customer.run(loadStoredBroadbandOrder("someone-else"))).toBeUndefined();
    if (stored === undefined) throw new Error("no stored order");

    const followed = await customer.run(followBroadbandOrder(stored));
    expect(followed).toMatchObject({ productUUID: expect.any(String), purchase: { status: "completed" } });
    expect(stored.before).not.toContain(followed.productUUID);
    expect(await customer.run(loadSavedPurchase)).toMatchObject({
      status: "completed",
      summary: { number: orderId, address: flow.location?.Formatted },
    });
    await customer.run(forgetStoredBroadbandOrder);
    expect(await customer.run(loadStoredBroadbandOrder(customer.customer))).toBeUndefined();
  });
});
