import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { CheckoutV2Payload } from "../checkout";
import { makeMemoryBroadbandApi } from "./broadband-api-memory";
import type { BroadbandPlan } from "./broadband-plan";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const ok = <A, E>(effect: Effect.Effect<A, E>) => Either.getOrThrow(run(effect));
const fibre: BroadbandPlan = {
  ID: "av-f",
  Name: "Fibre",
  Price: 7900,
  ProductCatalogUUID: "cat-f",
  BroadbandProductType: "UFB",
};
const location = {
  LocationProvider: "chorus",
  LocationProviderIDX: "idx-1",
  Formatted: "1 Queen Street, Auckland",
};
const v2: CheckoutV2Payload = {
  Address: { City: "Auckland", Country: "New Zealand", Postcode: "1010", Lines: ["1 Queen Street"] },
  CustomerUUID: "cust-1",
  SPID: 67,
  Items: [
    {
      ItemUUID: "cat-f",
      ProductAvailabilityUUID: "av-f",
      SPID: 67,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
    },
  ],
  ExternalReference: { OrderType: "NEW", ServiceType: "Unmanaged", ServiceAvailabilityUUID: "sa" },
};

describe("in-memory broadband API", () => {
  it("searches addresses and answers availability per network", () => {
    const api = makeMemoryBroadbandApi({
      locations: [location],
      availability: { ufb: { "idx-1": "service_available" }, fwa: {} },
    });
    expect(ok(api.searchAddress("queen")).Addresses).toEqual([location]);
    expect(ok(api.networkSearchAddress("fwa", "  ")).Addresses).toEqual([]);
    expect(
      ok(
        api.serviceAvailability("ufb", {
          SPID: 67,
          LocationProvider: "chorus",
          LocationProviderIDX: "idx-1",
        }),
      ).Status,
    ).toBe("service_available");
    expect(
      ok(
        api.serviceAvailability("fwa", {
          SPID: 67,
          LocationProvider: "chorus",
          LocationProviderIDX: "idx-1",
        }),
      ).Status,
    ).toBe("service_unavailable");
    expect(
      run(api.serviceAvailability("fwa", { SPID: 1, LocationProvider: "c", LocationProviderIDX: "i" })),
    ).toMatchObject({
      left: { status: 400 },
    });
  });
  it("serves the fibre cart and checkout, refusing bad payloads", () => {
    const api = makeMemoryBroadbandApi({ plans: [fibre] });
    expect(ok(api.ufbCart(v2))).toMatchObject({
      AmountCents: 7900,
      AmountTaxCents: 1030,
      State: "CART",
      CustomerUUID: "cust-1",
    });
    expect(ok(api.ufbCheckout(v2)).ClientSecret).toBeDefined();
    expect(run(api.ufbCheckout({ ...v2, SPID: 2 }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.ufbCart({ ...v2, Items: [] }))).toMatchObject({ left: { message: "No Order Items" } });
    expect(
      run(
        api.ufbCheckout({
          ...v2,
          ExternalReference: { ...v2.ExternalReference, ServiceAvailabilityUUID: " " },
        }),
      ),
    ).toMatchObject({ left: { message: "No service availability data" } });
    const free = makeMemoryBroadbandApi();
    expect(ok(free.ufbCheckout(v2)).ClientSecret).toBeUndefined();
    expect(
      ok(
        free.ufbCart({
          ...v2,
          Items: [{ ItemUUID: "m", SPID: 67, Type: "TYPE_PRODUCT", VirtualType: "VT_NONE" }],
        }),
      ).AmountCents,
    ).toBe(0);
  });
  it("refuses unknown plans, empty order ids and slots it does not offer", () => {
    const api = makeMemoryBroadbandApi({ plans: [fibre] });
    expect(
      run(api.changePlan("ufb", { UUID: "p", ProductAvailabilityUUID: "nope", CustomerUUID: "c" })),
    ).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.timeSlots("ufb", { OrderUUID: "", CustomerUUID: "c", Mode: "INSTALL" }))).toMatchObject({
      left: { status: 400 },
    });
    expect(
      run(
        api.book("ufb", {
          SPID: 67,
          OrderUUID: "o",
          CustomerUUID: "c",
          Mode: "INSTALL",
          Start: "x",
          End: "y",
        }),
      ),
    ).toMatchObject({ left: { message: "Time slot not available" } });
    expect(
      ok(
        api.searchModems({
          SearchOptions: { PageNumber: 0, PageSize: 10, SortOrder: "ASC" },
          IncludeDeleted: false,
          SPID: 67,
        }),
      ),
    ).toEqual({
      ItemVariants: [],
    });
  });
  it("keeps fibre lifecycle records with paging, updates, soft delete, purge and notes", () => {
    const slots = [{ Start: "2030-01-06T09:00:00Z", End: "2030-01-06T12:00:00Z" }];
    const api = makeMemoryBroadbandApi({
      nowNanos: () => 5,
      slots,
      ufbPlans: [{ UUID: "p", SPID: 67, Name: "Fibre", PriceCents: 1 }],
    });
    const product = ok(
      api.fibreCreate("lfc_product", {
        SPID: 67,
        Name: "Fibre 300",
        LFC: "Chorus",
        DownloadMbps: 300,
        UploadMbps: 100,
        WholesaleCents: 4500,
      }),
    );
    expect(product).toMatchObject({ UUID: "lfc_product-0001", CreatedAtNanos: 5 });
    const order = ok(
      api.fibreCreate("UFB_order", {
        UUID: "order-1",
        SPID: 67,
        CustomerUUID: "cust-1",
        UFBPlanUUID: "p",
        LocationProvider: "chorus",
        LocationProviderIDX: "idx",
        OrderType: "NEW",
        Status: "NEW",
      }),
    );
    expect(
      ok(api.fibreList("UFB_order", { SPID: 67, UUID: "cust-1", PageNumber: 1, PageItemCount: 10 })).Items,
    ).toEqual([order]);
    expect(
      ok(api.fibreList("UFB_order", { SPID: 67, UUID: "other", PageNumber: 1, PageItemCount: 10 })).Items,
    ).toEqual([]);
    expect(
      ok(api.fibreList("lfc_product", { SPID: 67, PageNumber: 1, PageItemCount: 10 })).PageInfo
        .TotalItemCount,
    ).toBe(1);
    expect(ok(api.fibreUpdate("UFB_order", { ...order, Status: "PROCESSING" }))).toMatchObject({
      Status: "PROCESSING",
      UpdatedAtNanos: 5,
    });
    expect(ok(api.fibreGet("UFB_order", "order-1")).Status).toBe("PROCESSING");
    expect(ok(api.ufbOrderAvailableTimes("order-1", { Mode: "INSTALL" })).AvailableTimeSlots).toEqual(slots);
    expect(
      ok(
        api.ufbOrderBook("order-1", {
          SPID: 67,
          OrderUUID: "order-1",
          CustomerUUID: "cust-1",
          Mode: "INSTALL",
          ...slots[0]!,
        }),
      ),
    ).toMatchObject({
      AppointmentStart: "2030-01-06T09:00:00Z",
    });
    expect(
      run(
        api.ufbOrderBook("order-1", {
          SPID: 67,
          OrderUUID: "order-1",
          CustomerUUID: "cust-1",
          Mode: "INSTALL",
          Start: "x",
          End: "y",
        }),
      ),
    ).toMatchObject({
      left: { status: 400 },
    });
    expect(ok(api.fibreAddNote("UFB_order", "order-1", " Called the customer "))).toMatchObject({
      Note: "Called the customer",
    });
    expect(ok(api.fibreNotes("UFB_order", "order-1")).Notes).toHaveLength(1);
    expect(run(api.fibreAddNote("UFB_order", "order-1", " "))).toMatchObject({
      left: { message: "No params" },
    });
    expect(ok(api.fibreDelete("lfc_product", product.UUID)).DeletedAtNanos).toBe(5);
    ok(api.fibrePurge("UFB_order", "order-1"));
    expect(run(api.fibreGet("UFB_order", "order-1"))).toMatchObject({
      left: { status: 404, message: "Object not found" },
    });
    expect(ok(api.fibreNotes("UFB", "x").pipe(Effect.orElseSucceed(() => ({ Notes: [] }))))).toEqual({
      Notes: [],
    });
    expect(ok(api.ufbPlanSearch({ SPID: 67 })).UFBPlans).toHaveLength(1);
    expect(run(api.ufbPlanSearch({ SPID: 1 }))).toMatchObject({ left: { status: 400 } });
    expect(
      ok(api.plans({ LocationProvider: "c", LocationProviderIDX: "i", ProductType: "UFB" })).Plans,
    ).toEqual([]);
  });
});
