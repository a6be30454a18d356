import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { BUILT_IN_SIM_ITEMS } from "./built-in-sim-items";
import { CartMessageKeys } from "./cart-messages";
import { CartPlan } from "./cart-plan";
import { CartRefused } from "./cart-refused";
import { EshopAddress } from "./eshop-address";
import { EshopItem, EshopItemSearchReply, EshopItemSearchRequest } from "./eshop-item";
import { ItemAttributes } from "./item-attributes";
import { LocalCart } from "./local-cart";
import { ServerCart } from "./server-cart";
import { ServerCartItem } from "./server-cart-item";

describe("cart schemas", () => {
  it("decode a server cart line with the spec's defaults: physical type MODEM, auto renew on", () => {
    const line = Schema.decodeUnknownSync(ServerCartItem)({
      ItemUUID: "i",
      Quantity: 1,
      PriceCents: 500,
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      Attributes: { CustomerCreation: "BrandNewCustomer", BillingReference: "prepay" },
    });
    expect(line.PhysicalType).toBe("MODEM");
    expect(line.Attributes?.AutoRenew).toBe(true);
    expect(Schema.decodeUnknownSync(ItemAttributes)({ AutoRenew: false }).AutoRenew).toBe(false);
  });
  it("refuse zero quantities, negative prices and unknown kinds", () => {
    const bad = (value: unknown) => () => Schema.decodeUnknownSync(ServerCartItem)(value);
    const base = { ItemUUID: "i", Quantity: 1, PriceCents: 1, Type: "TYPE_PRODUCT" };
    expect(bad({ ...base, Quantity: 0 })).toThrow();
    expect(bad({ ...base, PriceCents: -1 })).toThrow();
    expect(bad({ ...base, VirtualType: "VT_PHONE" })).toThrow();
    expect(() => Schema.decodeUnknownSync(LocalCart)({ items: { a: { id: "a", quantity: -1 } } })).toThrow();
  });
  it("decode a server cart, an address with New Zealand by default, and a plan", () => {
    const cart = Schema.decodeUnknownSync(ServerCart)({
      UUID: "u",
      Number: "1",
      Items: [],
      AmountCents: 0,
      AmountTaxCents: 0,
    });
    expect(cart.Items).toEqual([]);
    expect(
      Schema.decodeUnknownSync(EshopAddress)({ City: "Nelson", Postcode: "7010", Lines: ["1 Trafalgar St"] })
        .Country,
    ).toBe("New Zealand");
    expect(
      Schema.decodeUnknownSync(CartPlan)({
        ProductCatalogUUID: "c",
        ProductAvailabilityUUID: "a",
        Name: "n",
        PriceCents: 1,
      }),
    ).toMatchObject({ Name: "n" });
  });
  it("accept the built-in SIM items and the catalogue search shapes", () => {
    expect(Schema.decodeUnknownSync(Schema.Array(EshopItem))(BUILT_IN_SIM_ITEMS)).toEqual(BUILT_IN_SIM_ITEMS);
    const request = {
      SearchOptions: { PageNumber: 0, PageSize: 10, SortField: "Name", SortOrder: "DESC" },
      IncludeDeleted: false,
      SPID: 67,
      Facets: [{ Name: "NetworkType", Value: "FWA" }],
    };
    expect(Schema.decodeUnknownSync(EshopItemSearchRequest)(request)).toEqual(request);
    expect(() =>
      Schema.decodeUnknownSync(EshopItemSearchRequest)({
        ...request,
        SearchOptions: { PageNumber: 0, PageSize: 0 },
      }),
    ).toThrow();
    const reply = {
      ItemVariants: [{ UUID: "v", ItemUUID: "i", Name: "Modem", Attributes: [{ Name: "Wifi", Value: "6" }] }],
    };
    expect(Schema.decodeUnknownSync(EshopItemSearchReply)(reply)).toEqual(reply);
  });
  it("name every message in the cart namespace", () => {
    expect(CartMessageKeys.every((key) => /^cart\.[a-z0-9_]+$/.test(key))).toBe(true);
    expect(new CartRefused({ message: { key: "cart.no_sims" } })._tag).toBe("CartRefused");
  });
});
