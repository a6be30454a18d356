import { describe, expect, it } from "vitest";
import type { MobileProduct } from "../account";
import type { BroadbandPlan } from "./broadband-plan";
import { fwaPlanChoices, fwaServiceOf } from "./fwa-service";

const product = (Status: number, ProductType: MobileProduct["ProductType"] = "mobileFWA"): MobileProduct => ({
  UUID: "p-1",
  Status,
  ProductType,
  CreatedAtNanos: 1_700_000_000_000_000_000,
  Addons: [
    { UUID: "a-boost", Name: "Boost", ProductAvailabilityUUID: "av-boost" },
    {
      UUID: "a-base",
      Name: "Wireless Broadband Unlimited",
      ProductAvailabilityUUID: "av-base",
      IsBasePlan: true,
      RetailCents: 7500,
    },
  ],
});

const plan = (ID: string): BroadbandPlan => ({
  ID,
  Name: ID,
  Price: 5500,
  ProductCatalogUUID: `cat-${ID}`,
  BroadbandProductType: "FWA",
});

describe("a fixed wireless service (BB-02, BB-04)", () => {
  it("BB-04: names its base plan, monthly price and status in words: 2 not activated, 4 active, else not active", () => {
    expect(fwaServiceOf(product(4))).toEqual({
      productUUID: "p-1",
      planName: "Wireless Broadband Unlimited",
      planID: "av-base",
      monthlyCents: 7500,
      statusKey: "account.status.active",
      createdAtNanos: 1_700_000_000_000_000_000,
    });
    expect(fwaServiceOf(product(2))?.statusKey).toBe("account.status.not_activated");
    expect(fwaServiceOf(product(7))?.statusKey).toBe("account.status.not_active");
  });

  it("is none for a mobile product", () => {
    expect(fwaServiceOf(product(4, "mobile"))).toBeUndefined();
  });

  it("BB-02: offers every plan but the one the service is on", () => {
    const choices = fwaPlanChoices({ planID: "av-base" }, [plan("av-base"), plan("av-200"), plan("av-max")]);
    expect(choices.map((choice) => choice.ID)).toEqual(["av-200", "av-max"]);
  });
});
