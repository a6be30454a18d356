import { describe, expect, it } from "vitest";
import { addItem } from "./add-item";
import { addSimType } from "./add-sim-type";
import { cartPayload, toServerItem } from "./cart-payload";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { emptyCart } from "./local-cart";
import { localTypeOfServerItem, mergeServerCart, serverLineId } from "./merge-server-cart";
import { purchasedSummary, resetAfterCheckout } from "./purchased-summary";
import type { ServerCartItem } from "./server-cart-item";
import { SIM_ITEM_UUIDS } from "./sim-types";

const phone: LocalCartItem = {
  id: "p1",
  type: "mobile",
  price: 99900,
  quantity: 2,
  product: { price: 99900, item: { ItemUUID: "iphone-13", Name: "iPhone 13" } },
  removable: true,
  quantifiable: true,
};
const plan = {
  ProductCatalogUUID: "cat-1",
  ProductAvailabilityUUID: "avail-1",
  Name: "Unlimited",
  PriceCents: 5500,
};
const local: LocalCart = addSimType(addItem(emptyCart, phone), "e_sim", plan);

const serverSim: ServerCartItem = {
  UUID: "line-1",
  ItemUUID: SIM_ITEM_UUIDS.real_sim,
  ProductCatalogUUID: "cat-9",
  ProductAvailabilityUUID: "avail-9",
  Name: "Physical SIM",
  Quantity: 1,
  PriceCents: 0,
  Type: "TYPE_PRODUCT",
  VirtualType: "VT_NONE",
  PhysicalType: "SIM",
};
const serverPlan: ServerCartItem = {
  UUID: "line-2",
  ItemUUID: "cat-9",
  ProductCatalogUUID: "cat-9",
  ProductAvailabilityUUID: "avail-9",
  Name: "Medium",
  Quantity: 2,
  PriceCents: 4000,
  PriceCatalogCents: 4500,
  Type: "TYPE_VIRTUAL",
  VirtualType: "VT_PLAN",
  PhysicalType: "MODEM",
};
const serverPhone: ServerCartItem = {
  ...serverSim,
  UUID: "line-3",
  ItemUUID: "iphone",
  PhysicalType: "MODEM",
};

describe("mergeServerCart", () => {
  it("replaces the SIM, eSIM and plan lines with the server's, price in cents and quantity from the server", () => {
    const merged = mergeServerCart(local, {
      UUID: "cart-1",
      Number: "C1",
      Items: [serverSim, serverPlan, serverPhone],
    });
    expect(Object.keys(merged.items).sort()).toEqual(["line-1", "line-2", "p1"]);
    expect(merged.items["line-2"]).toMatchObject({
      type: "plan",
      price: 4000,
      discount: 500,
      quantity: 2,
      removable: false,
      quantifiable: false,
      product: { price: 4500, discount: 500 },
    });
    expect(merged.items["line-1"]).toMatchObject({ type: "sim", removable: true, price: 0 });
    expect(merged.items["p1"]).toEqual(phone);
    expect(merged.uuid).toBe("cart-1");
    expect(merged.number).toBe("C1");
  });
  it("drops the SIM lines the server no longer has", () => {
    const merged = mergeServerCart(local, { Items: [] });
    expect(Object.keys(merged.items)).toEqual(["p1"]);
    expect(merged.uuid).toBeUndefined();
  });
  it("keeps the cart's uuid and number when the server sends none", () => {
    const merged = mergeServerCart({ ...local, uuid: "u", number: "n" }, { Items: [] });
    expect([merged.uuid, merged.number]).toEqual(["u", "n"]);
  });
  it("classifies server lines and names lines without a UUID by item and position", () => {
    expect(localTypeOfServerItem(serverPlan)).toBe("plan");
    expect(localTypeOfServerItem({ ...serverSim, VirtualType: "VT_ESIM" })).toBe("esim");
    expect(localTypeOfServerItem(serverSim)).toBe("sim");
    expect(localTypeOfServerItem(serverPhone)).toBeUndefined();
    const { UUID: _uuid, ...noId } = serverSim;
    expect(serverLineId(noId, 3)).toBe(`${SIM_ITEM_UUIDS.real_sim}#3`);
  });
  it("lets a local non-SIM line win over a server line with the same id", () => {
    const merged = mergeServerCart(local, { Items: [{ ...serverSim, UUID: "p1" }] });
    expect(merged.items["p1"]).toEqual(phone);
  });
});

describe("cart payload", () => {
  it("posts every line with SPID 67, the cart ids and the customer", () => {
    const payload = cartPayload({ ...local, uuid: "cart-1", number: "C1" }, { customerUUID: "cust-1" });
    expect(payload).toMatchObject({ SPID: 67, UUID: "cart-1", Number: "C1", CustomerUUID: "cust-1" });
    expect(payload.Items).toHaveLength(3);
    expect(cartPayload(emptyCart)).toEqual({ Items: [], SPID: 67 });
  });
  it("fills in types from the line kind", () => {
    const bare = (type: LocalCartItem["type"]): LocalCartItem => ({
      ...phone,
      id: type,
      type,
      product: { price: 1, item: {} },
    });
    expect(toServerItem(bare("plan"))).toMatchObject({
      ItemUUID: "plan",
      Type: "TYPE_VIRTUAL",
      VirtualType: "VT_PLAN",
      PhysicalType: "MODEM",
    });
    expect(toServerItem(bare("esim"))).toMatchObject({
      Type: "TYPE_PRODUCT",
      VirtualType: "VT_ESIM",
      PhysicalType: "SIM",
    });
    expect(toServerItem(bare("sim"))).toMatchObject({ VirtualType: "VT_NONE", PhysicalType: "SIM" });
    expect(toServerItem(bare("mobile"))).toMatchObject({
      VirtualType: "VT_NONE",
      PhysicalType: "MODEM",
      PriceCatalogCents: 1,
    });
  });
});

describe("purchased summary", () => {
  const address = {
    City: "Auckland",
    Country: "New Zealand",
    Postcode: "1010",
    Lines: ["12 Queen Street", " "],
  };
  it("keeps number, eSIM flag, plan, address and whether only SIMs were bought", () => {
    expect(purchasedSummary({ ...local, number: "C7" }, { address })).toEqual({
      number: "C7",
      e_sim: true,
      plan: { name: "Unlimited", price: 5500 },
      address: "12 Queen Street, Auckland 1010",
      is_only_sim: false,
    });
    const simOnly = addSimType(emptyCart, "real_sim", plan);
    expect(purchasedSummary(simOnly, { number: "ORD-1" })).toEqual({
      number: "ORD-1",
      e_sim: false,
      plan: { name: "Unlimited", price: 5500 },
      is_only_sim: true,
    });
    expect(purchasedSummary(emptyCart, {})).toEqual({ number: "", e_sim: false, is_only_sim: false });
  });
  it("resets the cart and keeps the summary", () => {
    const { cart, summary } = resetAfterCheckout({ ...local, uuid: "u", number: "C7" }, {});
    expect(cart).toEqual(emptyCart);
    expect(summary.number).toBe("C7");
  });
});
