import { describe, it } from "vitest";
import { modemSearchRequest } from "@waea/domain/broadband";
import type { ServerCartItem } from "@waea/domain/cart";
import { signedIn, useFakeApi } from "../../use-cases/support/fake-api";
import { simAndPlan } from "../examples/cart";
import { expectRefused } from "./refused";

const api = useFakeApi();

const lines = simAndPlan();
const cart = { Items: lines, SPID: 67 };
const search = modemSearchRequest();
const address = {
  City: "Wellington",
  Country: "New Zealand",
  Postcode: "6011",
  Lines: ["45 Cuba Street", "Te Aro"],
  Phone: "021 555 0199",
  Notes: "Leave at the door",
};
const order = { Address: address, Items: lines, SPID: 67 };
/** The SIM line of an order, keeping a number from another carrier. */
const porting = (attributes: ServerCartItem["Attributes"]) => ({
  ...order,
  Items: [{ ...lines[0], Attributes: attributes }, lines[1]],
});
const keeping = {
  AutoRenew: true,
  OverMSISDN: "021 555 0123",
  OverMSISDNType: "prepay",
  CarrierLSP: "One NZ",
  PriorSIMID: "1",
};

describe("the shop's input checks are the contract's body schemas (SHOP-02..05)", () => {
  it("a cart: SPID 67, lines that name their item, at most 50 lines of at most 99", async () => {
    const one = lines[0];
    const refusals = [
      { body: { ...cart, SPID: 1 }, field: "body.SPID", message: "Invalid SPID" },
      {
        body: { ...cart, Items: [{ ...one, ItemUUID: " " }] },
        field: "body.Items.0.ItemUUID",
        message: "No Order Item",
      },
      { body: { ...cart, Items: Array(51).fill(one) }, field: "body.Items", message: "at most 50 lines" },
      {
        body: { ...cart, Items: [{ ...one, Quantity: 100 }] },
        field: "body.Items.0.Quantity",
        message: "at most 99",
      },
    ];
    for (const refusal of refusals)
      await expectRefused(api(), { id: "cart.saveCartV3", valid: cart, ...refusal });
  });

  it("the catalogue search (SHOP-01): SPID 67, pages of at most 100, sorted by Name or PriceCents", async () => {
    const options = search.SearchOptions;
    const refusals = [
      { body: { ...search, SPID: 1 }, field: "body.SPID", message: "Invalid SPID" },
      {
        body: { ...search, SearchOptions: { ...options, PageSize: 101 } },
        field: "body.SearchOptions.PageSize",
        message: "at most 100",
      },
      {
        body: { ...search, SearchOptions: { ...options, SortField: "Brand" } },
        field: "body.SearchOptions.SortField",
        message: "must be Name or PriceCents",
      },
    ];
    for (const refusal of refusals)
      await expectRefused(api(), { id: "cart.searchItems", valid: search, ...refusal });
  });

  it("a shop checkout (SHOP-05): order items, a deliverable address, complete porting details", async () => {
    const { auth } = await signedIn(api(), "postpay@waea.test");
    const refusals = [
      { body: { ...order, SPID: 1 }, field: "body.SPID", message: "Invalid SPID" },
      { body: { ...order, Items: [] }, field: "body.Items", message: "No Order Items" },
      {
        body: { ...order, Items: [{ ...lines[0], ItemUUID: "" }] },
        field: "body.Items.0.ItemUUID",
        message: "No Order Item",
      },
      {
        body: { ...order, Address: { ...address, Lines: [""] } },
        field: "body.Address",
        message: "Street name is required",
      },
      {
        body: { ...order, Address: { ...address, City: " " } },
        field: "body.Address",
        message: "City is required",
      },
      {
        body: { ...order, Address: { ...address, Postcode: "" } },
        field: "body.Address",
        message: "Postcode is required",
      },
      {
        body: { ...order, Address: { ...address, Postcode: "60" } },
        field: "body.Address",
        message: "Enter a 4-digit postcode",
      },
      {
        body: { ...order, Address: { ...address, Email: "aroha@" } },
        field: "body.Address",
        message: "Enter a valid email address",
      },
      {
        body: { ...order, Address: { ...address, Phone: "12" } },
        field: "body.Address",
        message: "Enter a valid contact number",
      },
      {
        body: { ...order, Address: { ...address, Notes: "x".repeat(251) } },
        field: "body.Address",
        message: "Delivery instructions can be up to 250 characters",
      },
      {
        body: porting({ ...keeping, OverMSISDNType: "payg" }),
        field: "body.Items.0.Attributes.OverMSISDNType",
        message: "must be prepay or postpay",
      },
      {
        body: porting({ ...keeping, OverMSISDN: "123" }),
        field: "body.Items.0",
        message: "Enter a New Zealand mobile number",
      },
      {
        body: porting({ ...keeping, CarrierLSP: "" }),
        field: "body.Items.0",
        message: "Choose your current provider",
      },
      {
        body: porting({ ...keeping, PriorSIMID: undefined }),
        field: "body.Items.0",
        message: "The SIM card number of your current SIM is required",
      },
      {
        body: porting({ ...keeping, OverMSISDNType: "postpay" }),
        field: "body.Items.0",
        message: "Your account number with your current provider is required",
      },
    ];
    for (const refusal of refusals)
      await expectRefused(api(), {
        id: "checkout.checkoutV3",
        token: auth.JWT,
        valid: porting(keeping),
        ...refusal,
      });
  });
});
