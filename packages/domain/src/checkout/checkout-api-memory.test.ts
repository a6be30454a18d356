import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { makeMemoryCheckoutApi } from "./checkout-api-memory";
import type { CheckoutV2Payload } from "./checkout-payload";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const address = { City: "Hamilton", Country: "New Zealand", Postcode: "3204", Lines: ["1 Victoria St"] };
const v2: CheckoutV2Payload = {
  Address: address,
  CustomerUUID: "cust-1",
  SPID: 67,
  Items: [
    {
      ItemUUID: "plan",
      ProductAvailabilityUUID: "av",
      SPID: 67,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
    },
    { ItemUUID: "modem", SPID: 67, Type: "TYPE_PRODUCT", VirtualType: "VT_NONE" },
  ],
  ExternalReference: { OrderType: "NEW", ServiceType: "Unmanaged", ServiceAvailabilityUUID: "sa-1" },
};

describe("in-memory checkout API", () => {
  it("places a broadband order with an order id and a client secret", () => {
    const api = makeMemoryCheckoutApi({ statuses: ["PROCESSING"], nowNanos: () => 42 });
    expect(Either.getOrThrow(run(api.checkoutV2(v2)))).toEqual({
      OrderID: "O0001",
      ClientSecret: "pi_1_secret_1",
    });
    expect(api.placed[0]).toMatchObject({ AmountCents: 6900, CreatedAtNanos: 42, Status: "PROCESSING" });
    expect(Either.getOrThrow(run(api.order("cust-1", "O0001"))).Status).toBe("PROCESSING");
    expect(Either.getOrThrow(run(api.orders("cust-1"))).Orders).toEqual([
      { UUID: "order-1", Number: "O0001", Status: "PROCESSING", AmountCents: 6900, CreatedAtNanos: 42 },
    ]);
  });
  it("refuses another SPID, no items and missing service availability", () => {
    const api = makeMemoryCheckoutApi();
    expect(run(api.checkoutV2({ ...v2, SPID: 1 }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.checkoutV2({ ...v2, Items: [] }))).toMatchObject({ left: { message: "No Order Items" } });
    expect(
      run(
        api.checkoutV2({
          ...v2,
          ExternalReference: { ...v2.ExternalReference, ServiceAvailabilityUUID: "" },
        }),
      ),
    ).toMatchObject({ left: { message: "No service availability data" } });
    expect(run(api.checkout({ Address: address, Items: [], SPID: 1 }))).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.checkout({ Address: address, Items: [], SPID: 67 }))).toMatchObject({
      left: { status: 400 },
    });
  });
  it("answers 404 for unknown orders and for orders without an eSIM", () => {
    const api = makeMemoryCheckoutApi();
    Either.getOrThrow(run(api.checkoutV2(v2)));
    expect(run(api.order("cust-1", "O9999"))).toMatchObject({ left: { status: 404 } });
    expect(run(api.esimOrderStatus("cust-1", "O0001"))).toMatchObject({ left: { status: 404 } });
    api.script("O9999", ["COMPLETED"]);
  });
  it("lists anonymous orders for nobody", () => {
    const api = makeMemoryCheckoutApi();
    const free = {
      ItemUUID: "sim",
      Name: "eSIM",
      Quantity: 1,
      PriceCents: 0,
      Type: "TYPE_PRODUCT",
      VirtualType: "VT_ESIM",
      PhysicalType: "SIM",
    } as const;
    expect(Either.getOrThrow(run(api.checkout({ Address: address, Items: [free], SPID: 67 })))).toEqual({
      OrderID: "O0001",
    });
    expect(Either.getOrThrow(run(api.orders("cust-1"))).Orders).toEqual([]);
    expect(Either.getOrThrow(run(api.order("anyone", "O0001"))).OrderItems[0]).toMatchObject({
      Name: "eSIM",
      VirtualType: "VT_ESIM",
    });
  });
});
