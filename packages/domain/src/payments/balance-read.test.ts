import { describe, expect, it } from "vitest";
import { sameBalanceRead, type BalanceReadFacts } from "./balance-read";

const prepay: BalanceReadFacts = {
  UUID: "p1",
  Status: 4,
  BillingReference: "prepay:123",
  ProductType: "mobile",
};

describe("sameBalanceRead", () => {
  it("the same product with the same billing facts is read the same way", () => {
    expect(sameBalanceRead(prepay, { ...prepay })).toBe(true);
  });

  it("another product, a billing type transfer, a status or a product type change is read again", () => {
    expect(sameBalanceRead(prepay, { ...prepay, UUID: "p2" })).toBe(false);
    expect(sameBalanceRead(prepay, { ...prepay, BillingReference: "postpay:123" })).toBe(false);
    expect(sameBalanceRead(prepay, { ...prepay, Status: 5 })).toBe(false);
    expect(sameBalanceRead(prepay, { ...prepay, ProductType: "mobileFWA" })).toBe(false);
  });
});
