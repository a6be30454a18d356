import { describe, it } from "vitest";
import { translate } from "@waea/adapters/i18n";
import { signedIn, useFakeApi } from "../../use-cases/support/fake-api";
import { expectRefused } from "./refused";

const api = useFakeApi();

const token = async (email: string) => (await signedIn(api(), email)).auth.JWT;

/** A broadband order as the v2 checkout takes it (its ids need not exist: the schema refuses before the world is asked). */
const order = {
  Address: {
    City: "Auckland",
    Country: "New Zealand",
    Postcode: "1010",
    Lines: ["12 Queen Street"],
    LocationProvider: "NZPost",
    LocationProviderIDX: "12345678",
  },
  CustomerUUID: "customer",
  Items: [
    {
      ItemUUID: "plan",
      ProductAvailabilityUUID: "availability",
      SPID: 67,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
    },
  ],
  SPID: 67,
  ExternalReference: { OrderType: "NEW", ServiceType: "Unmanaged", ServiceAvailabilityUUID: "check" },
};
const transfer = {
  Provider: "Spark",
  AccountHolderName: "Aroha Ngata",
  AccountNumber: "123",
  ConnectionID: "C1",
};

describe("the broadband calls' input checks are the contract's schemas (BB-01..05)", () => {
  it("BB-01..03: an order names a premises, order items, complete transfer details and a plausible site phone", async () => {
    const fwa = await token("fwa@waea.test");
    const reference = order.ExternalReference;
    const refusals = [
      { body: { ...order, SPID: 1 }, field: "body.SPID", message: "Invalid SPID" },
      { body: { ...order, Items: [] }, field: "body.Items", key: "checkout.no_order_items" },
      {
        body: { ...order, Items: [{ ...order.Items[0], SPID: 1 }] },
        field: "body.Items.0.SPID",
        message: "Invalid SPID",
      },
      {
        body: { ...order, Address: { ...order.Address, LocationProviderIDX: " " } },
        field: "body.Address",
        key: "checkout.no_location",
      },
      {
        body: { ...order, Address: { ...order.Address, Postcode: "" } },
        field: "body.Address",
        key: "checkout.postcode_required",
      },
      {
        body: { ...order, ExternalReference: { ...reference, OrderType: "TRANSFER" } },
        field: "body.ExternalReference",
        key: "checkout.transfer_provider_required",
      },
      {
        body: {
          ...order,
          ExternalReference: { ...reference, TransferFrom: { ...transfer, ConnectionID: "" } },
        },
        field: "body.ExternalReference",
        key: "checkout.transfer_connection_id_required",
      },
      {
        body: { ...order, ExternalReference: { ...reference, SiteContactPhone: "phone" } },
        field: "body.ExternalReference",
        key: "checkout.contact_number_invalid",
      },
    ];
    for (const id of ["checkout.checkoutV2", "broadband.ufbCheckout", "broadband.ufbCart"] as const)
      for (const { key, message, ...refusal } of refusals.map((one) => ({
        key: undefined,
        message: undefined,
        ...one,
      })))
        await expectRefused(api(), {
          id,
          token: fwa,
          valid: { ...order, ExternalReference: { ...reference, TransferFrom: transfer } },
          ...refusal,
          message: message ?? translate("en", key ?? ""),
        });
  });

  it("BB-01, BB-02: lookups and bookings carry SPID 67", async () => {
    const fwa = await token("fwa@waea.test");
    const where = { LocationProvider: "NZPost", LocationProviderIDX: "12345678" };
    const booking = {
      OrderUUID: "order",
      CustomerUUID: "customer",
      Mode: "INSTALL",
      Start: "2026-11-23T19:00:00Z",
      End: "2026-11-23T23:00:00Z",
    };
    await expectRefused(api(), {
      id: "broadband.serviceAvailabilityFwa",
      query: { ...where, SPID: 1 },
      field: "query.SPID",
      message: "Invalid SPID",
    });
    await expectRefused(api(), {
      id: "broadband.ufbPlans",
      query: { ...where, SPID: 66 },
      field: "query.SPID",
      message: "Invalid SPID",
    });
    for (const id of ["broadband.bookFwa", "broadband.bookUfb", "broadband.ufbOrderBook"] as const)
      await expectRefused(api(), {
        id,
        token: fwa,
        params: { uuid: "order" },
        valid: booking,
        body: { ...booking, SPID: 1 },
        field: "body.SPID",
        message: "Invalid SPID",
      });
  });

  it("BB-05: fibre records, notes and pages have the shape the fibre desk needs", async () => {
    const fibre = await token("fibre@waea.test");
    const product = {
      SPID: 67,
      Name: "Chorus Home Fibre 2000/2000",
      LFC: "Chorus",
      DownloadMbps: 2000,
      UploadMbps: 2000,
      WholesaleCents: 9000,
    };
    const ufbOrder = {
      SPID: 67,
      CustomerUUID: "customer",
      UFBPlanUUID: "plan",
      LocationProvider: "NZPost",
      LocationProviderIDX: "12345678",
      OrderType: "NEW",
      Status: "NEW",
    };
    const line = { UUID: "line", SPID: 67, CustomerUUID: "customer", Status: 4 };
    const refusals = [
      {
        id: "broadband.fibreCreateLfcProduct",
        valid: product,
        body: { ...product, SPID: 1 },
        field: "body.SPID",
        message: "Invalid SPID",
      },
      {
        id: "broadband.fibreCreateLfcProduct",
        valid: product,
        body: { ...product, Name: " " },
        field: "body.Name",
        message: "1 to 100 characters",
      },
      {
        id: "broadband.fibreCreateLfcProduct",
        valid: product,
        body: { ...product, LFC: "Spark" },
        field: "body.LFC",
        message: "must be Chorus, Enable, Tuatahi or Northpower",
      },
      {
        id: "broadband.fibreCreateLfcProduct",
        valid: product,
        body: { ...product, UploadMbps: 0 },
        field: "body.UploadMbps",
        message: "1 to 10000",
      },
      {
        id: "broadband.fibreCreateLfcProduct",
        valid: product,
        body: { ...product, WholesaleCents: -1 },
        field: "body.WholesaleCents",
        message: "must be 0 or more",
      },
      {
        id: "broadband.fibreCreateUfbOrder",
        valid: ufbOrder,
        body: { ...ufbOrder, OrderType: " " },
        field: "body.OrderType",
        message: "required",
      },
      {
        id: "broadband.fibreUpdateUfbOrder",
        params: { uuid: "order" },
        valid: { ...ufbOrder, UUID: "order" },
        body: { ...ufbOrder, UUID: "order", SPID: 1 },
        field: "body.SPID",
        message: "Invalid SPID",
      },
      {
        id: "broadband.fibreUpdateUfb",
        params: { uuid: "line" },
        valid: line,
        body: { ...line, Status: 10 },
        field: "body.Status",
        message: "a product status from 1 to 9",
      },
      {
        id: "broadband.fibreAddNoteUfbOrder",
        params: { uuid: "order" },
        valid: { Note: "Called" },
        body: { Note: " " },
        field: "body.Note",
        message: "No params",
        // A literal of the schema, not a message key of the domain: the field stays in front of it.
        reply: "body.Note: No params",
      },
      {
        id: "broadband.fibreAddNoteUfb",
        params: { uuid: "line" },
        valid: { Note: "Called" },
        body: { Note: "x".repeat(1001) },
        field: "body.Note",
        message: "at most 1000 characters",
      },
      {
        id: "broadband.ufbPlanSearch",
        valid: { SPID: 67 },
        body: { SPID: 1 },
        field: "body.SPID",
        message: "Invalid SPID",
      },
    ] as const;
    for (const refusal of refusals) await expectRefused(api(), { token: fibre, ...refusal });
    await expectRefused(api(), {
      id: "broadband.fibreListUfbOrder",
      token: fibre,
      query: { SPID: 67, PageNumber: 1, PageItemCount: 101 },
      field: "query.PageItemCount",
      message: "at most 100",
    });
  });
});
