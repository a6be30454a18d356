import { describe, expect, it } from "vitest";
import { isAwaitingActivation } from "./awaiting-activation";

describe("isAwaitingActivation", () => {
  it("is a mobile product not yet activated", () => {
    expect(isAwaitingActivation({ Status: 2, ProductType: "mobile" })).toBe(true);
    expect(isAwaitingActivation({ Status: 4, ProductType: "mobile" })).toBe(true);
    expect(isAwaitingActivation({ Status: 4, BillingReference: "prepay:1", ProductType: "mobile" })).toBe(
      false,
    );
    expect(isAwaitingActivation({ Status: 5, BillingReference: "prepay:1", ProductType: "mobile" })).toBe(
      false,
    );
  });
  it("is never a fixed wireless product or no product", () => {
    expect(isAwaitingActivation({ Status: 2, ProductType: "mobileFWA" })).toBe(false);
    expect(isAwaitingActivation(undefined)).toBe(false);
  });
});
