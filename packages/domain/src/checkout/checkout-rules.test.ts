import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import type { EshopAddress } from "../cart";
import { deliveryAddressIssues } from "./address-rules";
import { contactNumberIssues, deliveryInstructionsIssues, normalisePhone } from "./contact-rules";
import { orderItemsIssues } from "./order-items";
import { validatePorting, withPorting } from "./porting-at-checkout";
import { validateTransfer } from "./transfer-rules";

const address: EshopAddress = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["1 Lambton Quay"],
};
const keys = (issues: ReadonlyArray<{ key: string }>) => issues.map((issue) => issue.key);

describe("delivery address", () => {
  it("needs a street, a city and a postcode", () => {
    expect(deliveryAddressIssues(address)).toEqual([]);
    expect(keys(deliveryAddressIssues({ ...address, Lines: [], City: " ", Postcode: "" }))).toEqual([
      "checkout.street_required",
      "checkout.city_required",
      "checkout.postcode_required",
    ]);
  });
  it("checks a New Zealand postcode and an e-mail when given", () => {
    expect(keys(deliveryAddressIssues({ ...address, Postcode: "60111" }))).toEqual([
      "checkout.postcode_invalid",
    ]);
    expect(deliveryAddressIssues({ ...address, Country: "Australia", Postcode: "20000" })).toEqual([]);
    expect(keys(deliveryAddressIssues({ ...address, Email: "not-an-email" }))).toEqual([
      "checkout.email_invalid",
    ]);
    expect(deliveryAddressIssues({ ...address, Email: "aroha@example.nz" })).toEqual([]);
  });
});

describe("contact number and delivery instructions", () => {
  it("requires a plausible contact number only while asked", () => {
    expect(contactNumberIssues(undefined, false)).toEqual([]);
    expect(keys(contactNumberIssues(" ", true))).toEqual(["checkout.contact_number_required"]);
    expect(keys(contactNumberIssues("12ab", true))).toEqual(["checkout.contact_number_invalid"]);
    expect(contactNumberIssues("+64 (21) 123-4567", true)).toEqual([]);
    expect(normalisePhone("021 123.4567")).toBe("0211234567");
  });
  it("limits delivery instructions to 250 characters while asked", () => {
    expect(deliveryInstructionsIssues("x".repeat(251), true)[0]?.field).toBe("notes");
    expect(deliveryInstructionsIssues("x".repeat(251), false)).toEqual([]);
    expect(deliveryInstructionsIssues("Leave at the door", true)).toEqual([]);
    expect(deliveryInstructionsIssues(undefined, true)).toEqual([]);
  });
});

describe("order items", () => {
  it("says 'No Order Items' without items and 'No Order Item' for a broken line", () => {
    expect(keys(orderItemsIssues(undefined))).toEqual(["checkout.no_order_items"]);
    expect(keys(orderItemsIssues([]))).toEqual(["checkout.no_order_items"]);
    expect(keys(orderItemsIssues([{ ItemUUID: " " }]))).toEqual(["checkout.no_order_item"]);
    expect(keys(orderItemsIssues([{ ItemUUID: "a", Quantity: 0 }]))).toEqual(["checkout.no_order_item"]);
    expect(orderItemsIssues([{ ItemUUID: "a" }, { ItemUUID: "b", Quantity: 2 }])).toEqual([]);
  });
});

describe("transfer details", () => {
  it("are not needed without the transfer flag", () => {
    expect(validateTransfer(false, undefined)).toEqual(Either.right(undefined));
    expect(validateTransfer(false, { Provider: "" })).toEqual(Either.right(undefined));
  });
  it("need provider, account holder, account number and connection ID with it", () => {
    const missing = validateTransfer(true, undefined);
    expect(Either.isLeft(missing) && keys(missing.left)).toEqual([
      "checkout.transfer_provider_required",
      "checkout.transfer_account_holder_required",
      "checkout.transfer_account_number_required",
      "checkout.transfer_connection_id_required",
    ]);
    expect(
      validateTransfer(true, {
        Provider: " Spark ",
        AccountHolderName: "Aroha Ngata",
        AccountNumber: "123",
        ConnectionID: "LFC-1",
      }),
    ).toEqual(
      Either.right({
        Provider: "Spark",
        AccountHolderName: "Aroha Ngata",
        AccountNumber: "123",
        ConnectionID: "LFC-1",
      }),
    );
  });
});

describe("number porting at checkout", () => {
  it("keeps a prepay number with its SIM id, dropping spaces and the plus", () => {
    expect(
      validatePorting({ number: "+64 21 123 4567", carrier: "One NZ", simId: "8964", holderName: " Aroha " }),
    ).toEqual(
      Either.right({
        OverMSISDN: "64211234567",
        OverMSISDNType: "prepay",
        CarrierLSP: "One NZ",
        PriorSIMID: "8964",
        NametagLSP: "Aroha",
      }),
    );
  });
  it("needs the account number of a postpay number", () => {
    expect(
      validatePorting({
        number: "0211234567",
        carrier: "2degrees",
        accountType: "postpay",
        accountNumber: "A1",
      }),
    ).toEqual(
      Either.right({
        OverMSISDN: "0211234567",
        OverMSISDNType: "postpay",
        CarrierLSP: "2degrees",
        AccountLSP: "A1",
      }),
    );
    const missing = validatePorting({ number: "0211234567", carrier: "2degrees", accountType: "postpay" });
    expect(Either.isLeft(missing) && keys(missing.left)).toEqual([
      "checkout.porting_account_number_required",
    ]);
  });
  it("reports a missing or non-mobile number, the carrier and the SIM id", () => {
    const none = validatePorting({});
    expect(Either.isLeft(none) && keys(none.left)).toEqual([
      "checkout.porting_number_required",
      "checkout.porting_carrier_required",
      "checkout.porting_sim_id_required",
    ]);
    const landline = validatePorting({ number: "04 123 4567", carrier: "x", simId: "1" });
    expect(Either.isLeft(landline) && keys(landline.left)).toEqual(["checkout.porting_number_invalid"]);
  });
  it("puts the porting attributes on the first SIM line", () => {
    const plan = {
      ItemUUID: "p",
      Quantity: 1,
      PriceCents: 1,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    } as const;
    const esim = { ...plan, ItemUUID: "e", Type: "TYPE_PRODUCT", VirtualType: "VT_ESIM" } as const;
    const items = withPorting([plan, esim, esim], { OverMSISDN: "0211234567", CarrierLSP: "x" });
    expect(items[0]).toEqual(plan);
    expect(items[1]?.Attributes).toEqual({ AutoRenew: true, OverMSISDN: "0211234567", CarrierLSP: "x" });
    expect(items[2]?.Attributes).toBeUndefined();
  });
});
