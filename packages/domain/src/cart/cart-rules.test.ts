import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { BUILT_IN_SIM_ITEMS, FWA_SIM_ITEM, simCatalogItem } from "./built-in-sim-items";
import { catalogChanged, sameData } from "./catalog-reload";
import { formatEshopAddress } from "./eshop-address";
import {
  customerCreation,
  MULTI_SIM_LIMIT,
  simOrderItems,
  validateMultiSimOrder,
  validateSimPurchase,
  type SimOrderLine,
} from "./multi-sim-order";
import { cartIdStorage, cartRestoreSource } from "./restore-decision";
import { DEFAULT_SIM_TYPE, parseSimType, SIM_ITEM_UUIDS, simLineType } from "./sim-types";

const plan = {
  ProductCatalogUUID: "cat-1",
  ProductAvailabilityUUID: "avail-1",
  Name: "Unlimited",
  PriceCents: 5500,
};
const line = (overrides: Partial<SimOrderLine> = {}): SimOrderLine => ({
  simType: "real_sim",
  plan,
  selfManaged: true,
  ...overrides,
});

describe("SIM types", () => {
  it("defaults to real_sim and refuses unknown types", () => {
    expect(DEFAULT_SIM_TYPE).toBe("real_sim");
    expect(parseSimType(undefined)).toEqual(Either.right("real_sim"));
    expect(parseSimType("")).toEqual(Either.right("real_sim"));
    expect(parseSimType("e_sim")).toEqual(Either.right("e_sim"));
    expect(parseSimType("nano")).toEqual(Either.left("cart.unknown_sim_type"));
    expect(simLineType("e_sim")).toBe("esim");
    expect(simLineType("real_sim")).toBe("sim");
  });
  it("has the built-in catalogue items with their own UUIDs and images", () => {
    expect(simCatalogItem("e_sim")).toMatchObject({
      UUID: SIM_ITEM_UUIDS.e_sim,
      VirtualType: "VT_ESIM",
      SPID: 67,
    });
    expect(simCatalogItem("real_sim").UUID).toBe(SIM_ITEM_UUIDS.real_sim);
    expect(FWA_SIM_ITEM.ItemVariantUUID).toBeDefined();
    expect(new Set(BUILT_IN_SIM_ITEMS.map((item) => item.UUID)).size).toBe(3);
    expect(
      BUILT_IN_SIM_ITEMS.every((item) => item.ItemImages.length > 0 && item.Type === "TYPE_PRODUCT"),
    ).toBe(true);
  });
});

describe("multi-SIM order", () => {
  it("accepts 1 to 5 SIMs with plans", () => {
    const result = validateMultiSimOrder([
      line(),
      line({ simType: "e_sim", selfManaged: false, requestedForName: "Aroha" }),
    ]);
    expect(Either.isRight(result)).toBe(true);
    expect(Either.isRight(validateMultiSimOrder(Array.from({ length: MULTI_SIM_LIMIT }, () => line())))).toBe(
      true,
    );
  });
  it("refuses none and more than 5", () => {
    expect(validateMultiSimOrder([])).toEqual(Either.left({ key: "cart.no_sims" }));
    expect(validateMultiSimOrder(Array.from({ length: 6 }, () => line()))).toEqual(
      Either.left({ key: "cart.too_many_sims", params: { max: 5 } }),
    );
  });
  it("names the SIM whose plan is missing or not available", () => {
    expect(validateMultiSimOrder([line(), line({ plan: undefined })])).toEqual(
      Either.left({ key: "cart.sim_plan_not_specified", params: { n: 2 } }),
    );
    expect(validateMultiSimOrder([line({ plan: { ...plan, ProductAvailabilityUUID: " " } })])).toEqual(
      Either.left({ key: "cart.sim_plan_not_specified", params: { n: 1 } }),
    );
    expect(validateMultiSimOrder([line(), line(), line({ plan: { ...plan, Available: false } })])).toEqual(
      Either.left({ key: "cart.sim_plan_not_available", params: { n: 3 } }),
    );
  });
  it("refuses unknown SIM types and SIM types not offered", () => {
    expect(validateMultiSimOrder([line({ simType: "nano" })])).toEqual(
      Either.left({ key: "cart.unknown_sim_type", params: { n: 1 } }),
    );
    expect(validateMultiSimOrder([line({ simType: "e_sim" })], ["real_sim"])).toEqual(
      Either.left({ key: "cart.sim_type_not_available", params: { n: 1 } }),
    );
  });
  it("makes a SIM line and a plan line per SIM; self-managed SIMs reuse the customer", () => {
    const valid = Either.getOrThrow(
      validateMultiSimOrder([
        line(),
        line({ simType: "e_sim", selfManaged: false, requestedForName: "Aroha" }),
      ]),
    );
    const items = simOrderItems(valid);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatchObject({
      ItemUUID: SIM_ITEM_UUIDS.real_sim,
      PhysicalType: "SIM",
      ProductAvailabilityUUID: "avail-1",
      Attributes: {
        CustomerCreation: "ReuseTheCustomer",
        AutoRenew: true,
        MobileProductCatalogUUID: "cat-1",
      },
    });
    expect(items[1]).toMatchObject({ Type: "TYPE_VIRTUAL", VirtualType: "VT_PLAN", PriceCents: 5500 });
    expect(items[2]).toMatchObject({
      VirtualType: "VT_ESIM",
      Attributes: { CustomerCreation: "BrandNewCustomer", RequestedForName: "Aroha" },
    });
    expect(customerCreation(true)).toBe("ReuseTheCustomer");
    expect(customerCreation(false)).toBe("BrandNewCustomer");
    const priced = Either.getOrThrow(
      validateMultiSimOrder([line({ plan: { ...plan, PriceCatalogCents: 6000 } })]),
    );
    expect(simOrderItems(priced)[1]?.PriceCatalogCents).toBe(6000);
    const bare = Either.getOrThrow(
      validateMultiSimOrder([line({ plan: { ProductCatalogUUID: "c", ProductAvailabilityUUID: "a" } })]),
    );
    expect(bare[0]?.plan).toEqual({
      ProductCatalogUUID: "c",
      ProductAvailabilityUUID: "a",
      Name: "",
      PriceCents: 0,
    });
  });
  it("checks a single SIM purchase", () => {
    expect(validateSimPurchase("nano", plan)).toEqual(Either.left({ key: "cart.unknown_sim_type" }));
    expect(validateSimPurchase("e_sim", plan, ["real_sim"])).toEqual(
      Either.left({ key: "cart.sim_type_not_available" }),
    );
    expect(validateSimPurchase(undefined, undefined)).toEqual(
      Either.left({ key: "cart.plan_not_specified" }),
    );
    expect(validateSimPurchase(undefined, { ...plan, Available: false })).toEqual(
      Either.left({ key: "cart.sim_plan_not_available" }),
    );
    expect(Either.getOrThrow(validateSimPurchase(undefined, plan)).simType).toBe("real_sim");
  });
});

describe("server cart restore", () => {
  it("restores by the stored cart UUID, else by the customer, else nothing", () => {
    expect(cartRestoreSource({ storedCartUUID: "c1", customerUUID: "u1" })).toEqual({
      _tag: "ByCartUUID",
      uuid: "c1",
    });
    expect(cartRestoreSource({ storedCartUUID: " ", customerUUID: "u1" })).toEqual({
      _tag: "ByCustomer",
      customerUUID: "u1",
    });
    expect(cartRestoreSource({})).toEqual({ _tag: "Nothing" });
  });
  it("keeps the cart id while anonymous and removes it once a customer is attached", () => {
    expect(cartIdStorage({ UUID: "c1" })).toEqual({ _tag: "Keep", uuid: "c1" });
    expect(cartIdStorage({ UUID: "c1", CustomerUUID: "" })).toEqual({ _tag: "Keep", uuid: "c1" });
    expect(cartIdStorage({ UUID: "c1", CustomerUUID: "u1" })).toEqual({ _tag: "Remove" });
  });
});

describe("catalog reload", () => {
  it("reloads only when the catalog changed", () => {
    const catalog = [{ UUID: "a", Price: 1, Tags: ["x"] }];
    expect(catalogChanged(undefined, catalog)).toBe(true);
    expect(catalogChanged(catalog, [{ UUID: "a", Price: 1, Tags: ["x"] }])).toBe(false);
    expect(catalogChanged(catalog, [{ UUID: "a", Price: 2, Tags: ["x"] }])).toBe(true);
    expect(catalogChanged(catalog, [{ UUID: "a", Price: 1, Tags: ["y"] }])).toBe(true);
    expect(catalogChanged(catalog, [])).toBe(true);
  });
  it("compares data structurally, ignoring absent fields", () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(Number.NaN, Number.NaN)).toBe(true);
    expect(sameData(null, {})).toBe(false);
  });
});

describe("address line", () => {
  it("joins the lines, city and postcode", () => {
    expect(
      formatEshopAddress({ City: "", Country: "New Zealand", Postcode: "", Lines: ["1 Main Road"] }),
    ).toBe("1 Main Road");
  });
});
