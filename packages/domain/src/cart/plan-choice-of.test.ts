import { describe, expect, it } from "vitest";
import { validateSimPurchase } from "./multi-sim-order";
import { planChoiceOf } from "./plan-choice-of";

describe("planChoiceOf (SHOP-01, SHOP-02)", () => {
  it("takes the entry's id and its first availability's id, name and price", () => {
    const choice = planChoiceOf({
      UUID: "entry",
      Name: "Catalogue name",
      Cents: 4000,
      Availabilities: [
        { UUID: "av-1", RetailName: "Kōrero 8GB", RetailCents: 3000, Available: true },
        { UUID: "av-2", RetailCents: 9900 },
      ],
    });
    expect(choice).toEqual({
      ProductCatalogUUID: "entry",
      ProductAvailabilityUUID: "av-1",
      Name: "Kōrero 8GB",
      PriceCents: 3000,
      Available: true,
    });
  });

  it("falls back to the entry's own name and price, and an entry without an availability is refused", () => {
    const bare = planChoiceOf({ UUID: "entry", Name: "Plain", Cents: 4000, Availabilities: [] });
    expect(bare).toMatchObject({ Name: "Plain", PriceCents: 4000, ProductAvailabilityUUID: undefined });
    expect(validateSimPurchase("e_sim", bare)).toMatchObject({ left: { key: "cart.plan_not_specified" } });
  });

  it("says a plan whose availability is off sale is not available", () => {
    const off = planChoiceOf({ UUID: "e", Name: "Off", Availabilities: [{ UUID: "a", Available: false }] });
    expect(off.Available).toBe(false);
  });
});
