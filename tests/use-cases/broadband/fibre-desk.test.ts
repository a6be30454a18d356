import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { BroadbandApi, type BroadbandApiService } from "@waea/domain/broadband/api";
import { gstPartCents } from "@waea/domain/cart";
import { buildBroadbandCheckoutPayload } from "@waea/domain/checkout";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";
import { installAddress, premises } from "./broadband-fixtures";
import { IntentKey } from "@waea/domain/ports";

const api = withFakeApi();

/** The broadband port as the shells have it, over HTTP. */
const broadband = <A, E>(someone: Customer, use: (port: BroadbandApiService) => Effect.Effect<A, E>) =>
  someone.run(Effect.flatMap(BroadbandApi, use));
const attempt = <A, E>(someone: Customer, use: (port: BroadbandApiService) => Effect.Effect<A, E>) =>
  someone.attempt(Effect.flatMap(BroadbandApi, use));

const page = { SPID: 67, PageNumber: 1, PageItemCount: 10 };

describe("the fibre lifecycle service (BB-05)", () => {
  it("keeps wholesale products: made, listed, changed, marked deleted, purged by the operator", async () => {
    const desk = await signedIn(api(), "ops@waea.test");
    const made = await broadband(desk, (port) =>
      port.fibreCreate("lfc_product", {
        SPID: 67,
        Name: " Chorus Home Fibre 2000/2000 ",
        LFC: "Chorus",
        DownloadMbps: 2000,
        UploadMbps: 2000,
        WholesaleCents: 9000,
      }),
    );
    expect(made).toMatchObject({ Name: "Chorus Home Fibre 2000/2000", CreatedAtNanos: expect.any(Number) });
    const listed = await broadband(desk, (port) =>
      port.fibreList("lfc_product", { ...page, PageItemCount: 100 }),
    );
    expect(listed.Items.map((product) => product.UUID)).toContain(made.UUID);
    expect(
      await broadband(desk, (port) => port.fibreUpdate("lfc_product", { ...made, WholesaleCents: 9500 })),
    ).toMatchObject({ WholesaleCents: 9500, UpdatedAtNanos: expect.any(Number) });
    expect(await broadband(desk, (port) => port.fibreDelete("lfc_product", made.UUID))).toMatchObject({
      DeletedAtNanos: expect.any(Number),
    });
    await broadband(desk, (port) => port.fibrePurge("lfc_product", made.UUID));
    expect(await attempt(desk, (port) => port.fibreGet("lfc_product", made.UUID))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404, message: "Object not found" },
    });
  });

  it("lets only the operator write the wholesale catalogue and fibre services, or purge an order", async () => {
    const customer = await signedIn(api(), "fibre@waea.test");
    const before = api().store.digest();
    const only = (what: string) =>
      Either.left(expect.objectContaining({ _tag: "Forbidden", message: `Only an operator may ${what}` }));
    const catalogue = only("change the wholesale fibre catalogue");
    const wholesale = await broadband(customer, (port) =>
      port.fibreList("lfc_product", { ...page, PageItemCount: 1 }),
    );
    const product = wholesale.Items[0];
    if (product === undefined) throw new Error("the demo world has wholesale fibre products");
    expect(
      await attempt(customer, (port) =>
        port.fibreCreate("lfc_product", {
          SPID: 67,
          Name: "Free fibre",
          LFC: "Chorus",
          DownloadMbps: 2000,
          UploadMbps: 2000,
          WholesaleCents: 0,
        }),
      ),
    ).toEqual(catalogue);
    expect(
      await attempt(customer, (port) => port.fibreUpdate("lfc_product", { ...product, WholesaleCents: 0 })),
    ).toEqual(catalogue);
    expect(await attempt(customer, (port) => port.fibreDelete("lfc_product", product.UUID))).toEqual(
      catalogue,
    );
    expect(await attempt(customer, (port) => port.fibrePurge("lfc_product", product.UUID))).toEqual(
      catalogue,
    );
    const [service] = (await broadband(customer, (port) => port.fibreList("UFB", page))).Items;
    if (service === undefined) throw new Error("fibre@ has a fibre service in the demo world");
    const record = only("change a fibre service record");
    expect(
      await attempt(customer, (port) => port.fibreUpdate("UFB", { ...service, ServiceID: "ONT000000009" })),
    ).toEqual(record);
    expect(await attempt(customer, (port) => port.fibreDelete("UFB", service.UUID))).toEqual(record);
    expect(await attempt(customer, (port) => port.fibrePurge("UFB", service.UUID))).toEqual(record);
    expect(await attempt(customer, (port) => port.fibreAddNote("UFB", service.UUID, "mine"))).toEqual(record);
    const [order] = (await broadband(customer, (port) => port.fibreList("UFB_order", page))).Items;
    if (order === undefined) throw new Error("fibre@ has fibre orders in the demo world");
    expect(await attempt(customer, (port) => port.fibrePurge("UFB_order", order.UUID))).toEqual(
      only("purge a fibre order"),
    );
    expect(api().store.digest()).toBe(before);
    const ops = await signedIn(api(), "ops@waea.test");
    expect(
      await broadband(ops, (port) => port.fibreUpdate("UFB", { ...service, ServiceID: "ONT000000002" })),
    ).toMatchObject({ ServiceID: "ONT000000002" });
  });

  it("keeps fibre orders made at the desk: listed for their customer, notes, available times, the appointment", async () => {
    const desk = await signedIn(api(), "fibre@waea.test");
    const cuba = await premises(desk, "45 Cuba Street");
    const { UFBPlans } = await broadband(desk, (port) => port.ufbPlanSearch({ SPID: 67, ...cuba }));
    const order = await broadband(desk, (port) =>
      port.fibreCreate("UFB_order", {
        SPID: 67,
        CustomerUUID: desk.customer,
        UFBPlanUUID: UFBPlans[0]?.UUID ?? "",
        LocationProvider: cuba.LocationProvider,
        LocationProviderIDX: cuba.LocationProviderIDX,
        OrderType: "NEW",
        Status: "NEW",
      }),
    );
    expect(order).toMatchObject({ Status: "PROCESSING", Notes: [{ Note: "Order made at the fibre desk" }] });
    const mine = await broadband(desk, (port) =>
      port.fibreList("UFB_order", { ...page, UUID: desk.customer }),
    );
    expect(mine.Items.map((item) => item.UUID)).toContain(order.UUID);
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(
      await attempt(desk, (port) => port.fibreList("UFB_order", { ...page, UUID: postpay.customer })),
    ).toMatchObject({ left: { _tag: "Forbidden" } });
    expect(
      await broadband(desk, (port) => port.fibreAddNote("UFB_order", order.UUID, " Called the customer ")),
    ).toMatchObject({ Note: "Called the customer" });
    expect(
      (await broadband(desk, (port) => port.fibreNotes("UFB_order", order.UUID))).Notes.map(
        (note) => note.Note,
      ),
    ).toEqual(["Order made at the fibre desk", "Called the customer"]);
    const { AvailableTimeSlots } = await broadband(desk, (port) =>
      port.ufbOrderAvailableTimes(order.UUID, { Mode: "INSTALL" }),
    );
    const [slot] = AvailableTimeSlots;
    const booked = await broadband(desk, (port) =>
      port.ufbOrderBook(order.UUID, {
        SPID: 67,
        OrderUUID: order.UUID,
        CustomerUUID: desk.customer,
        Mode: "INSTALL",
        Start: slot?.Start ?? "",
        End: slot?.End ?? "",
      }),
    );
    expect(booked).toMatchObject({ AppointmentStart: slot?.Start });
    expect(
      await attempt(desk, (port) =>
        port.ufbOrderBook(order.UUID, {
          SPID: 67,
          OrderUUID: order.UUID,
          CustomerUUID: desk.customer,
          Mode: "INSTALL",
          Start: "2020-01-06T20:00:00Z",
          End: "2020-01-07T00:00:00Z",
        }),
      ),
    ).toMatchObject({
      left: { status: 400, message: "That time is no longer available. Please choose another." },
    });
  });

  it("lets the desk cancel an open order, not complete it by hand; an order the operator purged is gone", async () => {
    const desk = await signedIn(api(), "fibre@waea.test");
    const cuba = await premises(desk, "45 Cuba Street");
    const { UFBPlans } = await broadband(desk, (port) => port.ufbPlanSearch({ SPID: 67 }));
    const order = await broadband(desk, (port) =>
      port.fibreCreate("UFB_order", {
        SPID: 67,
        CustomerUUID: desk.customer,
        UFBPlanUUID: UFBPlans[0]?.UUID ?? "",
        LocationProvider: cuba.LocationProvider,
        LocationProviderIDX: cuba.LocationProviderIDX,
        OrderType: "NEW",
        Status: "NEW",
      }),
    );
    expect(
      await attempt(desk, (port) => port.fibreUpdate("UFB_order", { ...order, Status: "COMPLETED" })),
    ).toMatchObject({
      left: { status: 409 },
    });
    expect(
      await broadband(desk, (port) => port.fibreUpdate("UFB_order", { ...order, Status: "CANCELLED" })),
    ).toMatchObject({ Status: "CANCELLED" });
    const ops = await signedIn(api(), "ops@waea.test");
    await broadband(ops, (port) => port.fibrePurge("UFB_order", order.UUID));
    expect(await attempt(desk, (port) => port.fibreGet("UFB_order", order.UUID))).toMatchObject({
      left: { status: 404, message: "Object not found" },
    });
  });

  it("answers the fibre plans of a premises, none where fibre does not reach", async () => {
    const desk = await signedIn(api(), "fibre@waea.test");
    const all = await broadband(desk, (port) => port.ufbPlanSearch({ SPID: 67 }));
    expect(all.UFBPlans.length).toBeGreaterThan(0);
    const napier = await premises(desk, "3 Marine Parade");
    expect((await broadband(desk, (port) => port.ufbPlanSearch({ SPID: 67, ...napier }))).UFBPlans).toEqual(
      [],
    );
  });
});

describe("the fibre cart and checkout (BB-03)", () => {
  it("prices the plan with GST for the customer; an order under another premises' check is refused", async () => {
    const fibre = await signedIn(api(), "fibre@waea.test");
    const cuba = await premises(fibre, "45 Cuba Street");
    const ids = { LocationProvider: cuba.LocationProvider, LocationProviderIDX: cuba.LocationProviderIDX };
    const availability = await broadband(fibre, (port) =>
      port.serviceAvailability("ufb", { SPID: 67, ...ids }),
    );
    const { Plans } = await broadband(fibre, (port) => port.ufbPlans({ SPID: 67, ...ids }));
    const plan = Plans[0];
    const payload = buildBroadbandCheckoutPayload({
      address: installAddress(cuba),
      customerUUID: fibre.customer,
      location: ids,
      serviceAvailabilityUUID: availability.UUID,
      plan: {
        ItemUUID: plan?.ProductCatalogUUID ?? "",
        ProductAvailabilityUUID: plan?.ID ?? "",
        OrderType: "NEW",
      },
      transferring: false,
    });
    if (payload._tag === "Left") throw new Error(JSON.stringify(payload.left));
    const cart = await broadband(fibre, (port) => port.ufbCart(payload.right));
    expect(cart).toMatchObject({
      CustomerUUID: fibre.customer,
      State: "CART",
      AmountCents: plan?.Price,
      AmountTaxCents: gstPartCents(plan?.Price ?? 0),
    });
    const elsewhere = {
      ...payload.right.ExternalReference,
      ServiceAvailabilityUUID: "another-premises-check",
    };
    expect(
      await attempt(fibre, (port) =>
        port.ufbCheckout(
          { ...payload.right, ExternalReference: elsewhere },
          IntentKey.make("fibre-elsewhere"),
        ),
      ),
    ).toMatchObject({ left: { status: 400, message: "No service availability data" } });
  });
});
