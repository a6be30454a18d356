import { describe, expect, it } from "vitest";
import { findProduct, primaryProduct } from "./primary-product";

const p = (UUID: string, Status: number, ProductType: "mobile" | "mobileFWA" = "mobile") => ({
  UUID,
  Status,
  ProductType,
  BillingReference: "prepay:1",
});

describe("primaryProduct", () => {
  it("prefers the first active mobile product, then any mobile one, then the first product", () => {
    expect(primaryProduct([p("a", 2), p("b", 4), p("c", 4)])?.UUID).toBe("b");
    expect(primaryProduct([p("f", 4, "mobileFWA"), p("a", 2)])?.UUID).toBe("a");
    expect(primaryProduct([p("f", 4, "mobileFWA")])?.UUID).toBe("f");
    expect(primaryProduct([])).toBeUndefined();
  });
  it("finds a product by its trimmed UUID", () => {
    expect(findProduct([p("a", 4)], " a ")?.UUID).toBe("a");
    expect(findProduct([p("a", 4)], "b")).toBeUndefined();
  });
});
