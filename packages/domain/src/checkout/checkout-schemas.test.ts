import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { CheckoutMessageKeys } from "./checkout-messages";
import { CheckoutV2Payload } from "./checkout-payload";
import { EsimOrderStatus, Order } from "./orders";
import { SavedPurchase } from "./saved-purchase";

describe("checkout schemas", () => {
  it("default order item products and eSIM profiles to empty lists", () => {
    const order = Schema.decodeUnknownSync(Order)({ Status: "COMPLETED", OrderItems: [{ ItemUUID: "i" }] });
    expect(order.OrderItems[0]?.Products).toEqual([]);
    expect(Schema.decodeUnknownSync(EsimOrderStatus)({ Status: "PENDING" }).ESIMs).toEqual([]);
  });
  it("keep the broadband service Unmanaged and the purchase kinds known", () => {
    const payload = {
      Address: { City: "Auckland", Country: "New Zealand", Postcode: "1010", Lines: ["1 Queen St"] },
      CustomerUUID: "c",
      Items: [],
      SPID: 67,
      ExternalReference: { OrderType: "NEW", ServiceType: "Managed", ServiceAvailabilityUUID: "sa" },
    };
    expect(() => Schema.decodeUnknownSync(CheckoutV2Payload)(payload)).toThrow();
    expect(() =>
      Schema.decodeUnknownSync(SavedPurchase)({ kind: "phone", status: "pending", summary: {} }),
    ).toThrow();
  });
  it("name every message in the checkout namespace", () => {
    expect(CheckoutMessageKeys.every((key) => /^checkout\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
