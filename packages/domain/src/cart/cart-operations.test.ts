import { describe, expect, it } from "vitest";
import { addItem } from "./add-item";
import { addSimType, planLine, simLine } from "./add-sim-type";
import type { CartPlan } from "./cart-plan";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartItemCount, cartTotalCents, emptyCart } from "./local-cart";
import { removeItem } from "./remove-item";
import { SIM_ITEM_UUIDS } from "./sim-types";
import { decreaseQuantity, increaseQuantity, setQuantity } from "./set-quantity";

const phone = (id: string, quantity = 1, overrides: Partial<LocalCartItem> = {}): LocalCartItem => ({
  id,
  type: "mobile",
  price: 99900,
  quantity,
  product: { price: 109900, discount: 10000, item: { ItemUUID: id, Name: "iPhone 13" } },
  removable: true,
  quantifiable: true,
  ...overrides,
});

const plan: CartPlan = {
  ProductCatalogUUID: "cat-1",
  ProductAvailabilityUUID: "avail-1",
  Name: "Unlimited",
  PriceCents: 5500,
  PriceCatalogCents: 6500,
};
const otherPlan: CartPlan = {
  ...plan,
  ProductCatalogUUID: "cat-2",
  ProductAvailabilityUUID: "avail-2",
  Name: "Small",
};

const withPhone: LocalCart = addItem(emptyCart, phone("p1"));

describe("addItem", () => {
  it("adds a new line with its quantity, at least one", () => {
    expect(withPhone.items["p1"]?.quantity).toBe(1);
    expect(addItem(emptyCart, phone("p2", 3)).items["p2"]?.quantity).toBe(3);
    expect(addItem(emptyCart, phone("p2", 0)).items["p2"]?.quantity).toBe(1);
    expect(addItem(emptyCart, phone("p2", Number.NaN)).items["p2"]?.quantity).toBe(1);
  });
  it("increases the quantity of an item already in the cart", () => {
    expect(addItem(withPhone, phone("p1")).items["p1"]?.quantity).toBe(2);
    expect(addItem(withPhone, phone("p1", 2)).items["p1"]?.quantity).toBe(3);
  });
  it("holds exactly one of a line that is not quantifiable", () => {
    const single = addItem(emptyCart, phone("s", 4, { quantifiable: false }));
    expect(single.items["s"]?.quantity).toBe(1);
    expect(addItem(single, phone("s", 1, { quantifiable: false }))).toBe(single);
  });
  it("keeps the cart's uuid and number", () => {
    const cart = addItem({ items: {}, uuid: "u", number: "N1" }, phone("p"));
    expect(cart.uuid).toBe("u");
    expect(cart.number).toBe("N1");
  });
});

describe("setQuantity", () => {
  it("sets a whole quantity", () => {
    expect(setQuantity(withPhone, "p1", 4).items["p1"]?.quantity).toBe(4);
    expect(setQuantity(withPhone, "p1", 2.7).items["p1"]?.quantity).toBe(2);
  });
  it("removes the line at 0 or below", () => {
    expect(setQuantity(withPhone, "p1", 0).items["p1"]).toBeUndefined();
    expect(setQuantity(withPhone, "p1", -3).items["p1"]).toBeUndefined();
    expect(setQuantity(withPhone, "p1", Number.NaN).items["p1"]).toBeUndefined();
  });
  it("decreasing from 1 removes, increasing adds one", () => {
    expect(decreaseQuantity(withPhone, "p1").items["p1"]).toBeUndefined();
    const two = increaseQuantity(withPhone, "p1");
    expect(two.items["p1"]?.quantity).toBe(2);
    expect(decreaseQuantity(two, "p1").items["p1"]?.quantity).toBe(1);
  });
  it("leaves unknown ids and lines that are not quantifiable", () => {
    expect(setQuantity(withPhone, "nope", 3)).toBe(withPhone);
    const sims = addSimType(emptyCart, "real_sim", plan);
    expect(setQuantity(sims, SIM_ITEM_UUIDS.real_sim, 3)).toBe(sims);
    expect(increaseQuantity(sims, "plan:avail-1")).toBe(sims);
  });
});

describe("addSimType", () => {
  it("adds the SIM line and its plan line, the plan neither removable nor quantifiable", () => {
    const cart = addSimType(withPhone, "e_sim", plan);
    const sim = cart.items[SIM_ITEM_UUIDS.e_sim];
    const planItem = cart.items["plan:avail-1"];
    expect(sim).toMatchObject({ type: "esim", price: 0, quantity: 1, removable: true, quantifiable: false });
    expect(sim?.product.item).toMatchObject({
      ProductCatalogUUID: "cat-1",
      ProductAvailabilityUUID: "avail-1",
    });
    expect(planItem).toMatchObject({
      type: "plan",
      price: 5500,
      discount: 1000,
      removable: false,
      quantifiable: false,
    });
    expect(planItem?.product).toMatchObject({ price: 6500, discount: 1000 });
    expect(cart.items["p1"]).toEqual(withPhone.items["p1"]);
  });
  it("clears any earlier SIM, eSIM and plan lines", () => {
    const first = addSimType(withPhone, "e_sim", plan);
    const second = addSimType(first, "real_sim", otherPlan);
    expect(Object.keys(second.items).sort()).toEqual(["p1", "plan:avail-2", SIM_ITEM_UUIDS.real_sim].sort());
    expect(second.items[SIM_ITEM_UUIDS.real_sim]?.type).toBe("sim");
  });
  it("builds lines without a discount when the plan has no catalogue price above its price", () => {
    const line = planLine({ ...plan, PriceCatalogCents: undefined, Description: "All you can eat" });
    expect(line.discount).toBeUndefined();
    expect(line.product.price).toBe(5500);
    expect(line.product.item.Description).toBe("All you can eat");
    expect(simLine("real_sim", plan).product.item.VirtualType).toBe("VT_NONE");
  });
});

describe("removeItem", () => {
  it("removes a phone line alone", () => {
    const cart = addSimType(withPhone, "real_sim", plan);
    expect(Object.keys(removeItem(cart, "p1").items).sort()).toEqual(
      ["plan:avail-1", SIM_ITEM_UUIDS.real_sim].sort(),
    );
  });
  it("removes a SIM with the lines sharing its catalogue and availability ids", () => {
    const cart = addItem(addSimType(withPhone, "real_sim", plan), {
      ...planLine(otherPlan),
      id: "keep-me",
      removable: true,
    });
    const after = removeItem(cart, SIM_ITEM_UUIDS.real_sim);
    expect(Object.keys(after.items).sort()).toEqual(["keep-me", "p1"]);
  });
  it("removes every SIM, eSIM and plan line when the ids are missing", () => {
    const bare: LocalCartItem = { ...phone("bare-sim"), type: "sim", product: { price: 0, item: {} } };
    const cart = addItem(addItem(addSimType(withPhone, "real_sim", plan), bare), planLine(otherPlan));
    expect(Object.keys(removeItem(cart, "bare-sim").items)).toEqual(["p1"]);
  });
  it("leaves a plan that is not removable, and unknown ids", () => {
    const cart = addSimType(withPhone, "real_sim", plan);
    expect(removeItem(cart, "plan:avail-1")).toBe(cart);
    expect(removeItem(cart, "nope")).toBe(cart);
  });
  it("removes a removable plan with its SIM", () => {
    const cart = addSimType(emptyCart, "real_sim", plan);
    const planId = "plan:avail-1";
    const removablePlan: LocalCart = {
      items: { ...cart.items, [planId]: { ...cart.items[planId]!, removable: true } },
    };
    expect(Object.keys(removeItem(removablePlan, planId).items)).toEqual([]);
  });
});

describe("totals", () => {
  it("sums prices times quantities and counts items", () => {
    const cart = addSimType(addItem(emptyCart, phone("p1", 2)), "real_sim", plan);
    expect(cartTotalCents(cart)).toBe(2 * 99900 + 5500);
    expect(cartItemCount(cart)).toBe(4);
    expect(cartTotalCents(emptyCart)).toBe(0);
  });
});
