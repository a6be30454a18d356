import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { EshopAddress, ServerCartItem } from "../cart";
import { productionFlags } from "../config";
import { buildBroadbandCheckoutPayload, type BroadbandCheckoutInput } from "./build-broadband-payload";
import { buildCheckoutPayload } from "./build-checkout-payload";

const address: EshopAddress = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["1 Lambton Quay"],
  Phone: "021 123 4567",
  Notes: "  Leave with reception  ",
  Name: "Aroha Ngata",
};
const sim: ServerCartItem = {
  ItemUUID: "sim",
  Quantity: 1,
  PriceCents: 0,
  Type: "TYPE_PRODUCT",
  PhysicalType: "SIM",
};
const keys = (result: Either.Either<unknown, ReadonlyArray<{ key: string }>>) =>
  Either.isLeft(result) ? result.left.map((issue) => issue.key) : [];

describe("shop checkout payload", () => {
  it("builds the payload with SPID 67, the cart ids and trimmed delivery instructions", () => {
    const built = buildCheckoutPayload(
      { items: [sim], address, customerUUID: "cust-1", cartUUID: "cart-1", number: "C1" },
      productionFlags,
    );
    expect(Either.getOrThrow(built)).toEqual({
      Address: { ...address, Notes: "Leave with reception" },
      CustomerUUID: "cust-1",
      Items: [sim],
      SPID: 67,
      UUID: "cart-1",
      Number: "C1",
    });
  });
  it("drops delivery instructions and does not ask for a contact number when their flags are off", () => {
    const flags = { ...productionFlags, deliveryInstructions: false, contactNumber: false };
    const built = Either.getOrThrow(
      buildCheckoutPayload({ items: [sim], address: { ...address, Phone: "x" } }, flags),
    );
    expect(built.Address.Notes).toBeUndefined();
    expect(built.Address.Phone).toBe("x");
    expect(built.CustomerUUID).toBeUndefined();
  });
  it("reports every problem at once", () => {
    const result = buildCheckoutPayload(
      { items: [], address: { ...address, City: "", Phone: "" }, porting: { number: "0211234567" } },
      productionFlags,
    );
    expect(keys(result)).toEqual([
      "checkout.no_order_items",
      "checkout.city_required",
      "checkout.contact_number_required",
      "checkout.porting_carrier_required",
      "checkout.porting_sim_id_required",
    ]);
  });
  it("moves the ported number onto the SIM only while porting at checkout is on", () => {
    const porting = { number: "0211234567", carrier: "One NZ", simId: "8964" };
    const on = Either.getOrThrow(buildCheckoutPayload({ items: [sim], address, porting }, productionFlags));
    expect(on.Items[0]?.Attributes?.OverMSISDN).toBe("0211234567");
    const off = Either.getOrThrow(
      buildCheckoutPayload(
        { items: [sim], address, porting: {} },
        { ...productionFlags, numberPortingAtCheckout: false },
      ),
    );
    expect(off.Items[0]?.Attributes).toBeUndefined();
    const blankNotes = Either.getOrThrow(
      buildCheckoutPayload({ items: [sim], address: { ...address, Notes: " " } }, productionFlags),
    );
    expect(blankNotes.Address.Notes).toBeUndefined();
  });
});

describe("broadband checkout payload", () => {
  const input: BroadbandCheckoutInput = {
    address,
    customerUUID: "cust-1",
    location: { LocationProvider: "chorus", LocationProviderIDX: "idx-9" },
    serviceAvailabilityUUID: "sa-1",
    plan: { ItemUUID: "plan-cat", ProductAvailabilityUUID: "plan-av", OrderType: "NEW_CONNECTION" },
    devices: [{ ItemUUID: "modem-1" }],
    transferring: false,
    rsfDate: "2026-12-01",
    siteContact: { name: " Aroha ", phone: "021 123 4567", email: "aroha@example.nz" },
  };
  it("builds the v2 payload with the plan, the modem and the external reference", () => {
    const built = Either.getOrThrow(buildBroadbandCheckoutPayload({ ...input, cartUUID: "c", number: "N" }));
    expect(built.Items).toEqual([
      {
        ItemUUID: "plan-cat",
        ProductAvailabilityUUID: "plan-av",
        SPID: 67,
        Type: "TYPE_VIRTUAL",
        VirtualType: "VT_PLAN",
      },
      { ItemUUID: "modem-1", SPID: 67, Type: "TYPE_PRODUCT", VirtualType: "VT_NONE" },
    ]);
    expect(built.ExternalReference).toEqual({
      OrderType: "NEW_CONNECTION",
      ServiceType: "Unmanaged",
      ServiceAvailabilityUUID: "sa-1",
      RSFDate: "2026-12-01",
      SiteContactName: "Aroha",
      SiteContactPhone: "021 123 4567",
      SiteContactEmail: "aroha@example.nz",
      LocationProvider: "chorus",
    });
    expect(built.Address).toMatchObject({ LocationProvider: "chorus", LocationProviderIDX: "idx-9" });
    expect([built.UUID, built.Number, built.SPID]).toEqual(["c", "N", 67]);
  });
  it("refuses without a location, availability data or a plan", () => {
    expect(keys(buildBroadbandCheckoutPayload({ ...input, location: undefined }))).toEqual([
      "checkout.no_location",
    ]);
    expect(
      keys(
        buildBroadbandCheckoutPayload({
          ...input,
          location: { LocationProvider: "x", LocationProviderIDX: "" },
        }),
      ),
    ).toEqual(["checkout.no_location"]);
    expect(keys(buildBroadbandCheckoutPayload({ ...input, serviceAvailabilityUUID: undefined }))).toEqual([
      "checkout.no_service_availability",
    ]);
    expect(keys(buildBroadbandCheckoutPayload({ ...input, plan: undefined }))).toEqual([
      "checkout.plan_not_specified",
    ]);
  });
  it("needs the transfer details only when transferring, and carries them", () => {
    expect(keys(buildBroadbandCheckoutPayload({ ...input, transferring: true }))).toHaveLength(4);
    const transfer = {
      Provider: "Spark",
      AccountHolderName: "Aroha",
      AccountNumber: "1",
      ConnectionID: "ONT-1",
    };
    const built = Either.getOrThrow(
      buildBroadbandCheckoutPayload({ ...input, transferring: true, transfer }),
    );
    expect(built.ExternalReference.TransferFrom).toEqual(transfer);
  });
  it("reports address, contact and device problems together", () => {
    const result = buildBroadbandCheckoutPayload({
      ...input,
      address: { ...address, Postcode: "" },
      siteContact: { phone: "abc" },
      devices: [{ ItemUUID: "", ProductAvailabilityUUID: "x" }],
      rsfDate: " ",
    });
    expect(keys(result)).toEqual([
      "checkout.no_order_item",
      "checkout.postcode_required",
      "checkout.contact_number_invalid",
    ]);
    const bare = Either.getOrThrow(
      buildBroadbandCheckoutPayload({
        ...input,
        devices: undefined,
        siteContact: undefined,
        rsfDate: undefined,
      }),
    );
    expect(bare.Items).toHaveLength(1);
    expect(bare.ExternalReference.SiteContactName).toBeUndefined();
  });
});
