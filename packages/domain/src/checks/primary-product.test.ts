import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { makeMemoryAccountProductsApi } from "./account-products-api-memory";
import { validateAccountUuid } from "./account-uuid";
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

describe("validateAccountUuid", () => {
  it("says which field is blank or malformed", () => {
    expect(validateAccountUuid("  ")).toEqual(
      Either.left({ key: "validation.required", params: { field: "checks.field_account_uuid" } }),
    );
    expect(validateAccountUuid("customer-1")).toEqual(
      Either.left({ key: "validation.format_invalid", params: { field: "checks.field_account_uuid" } }),
    );
  });
});

describe("the in-memory product list", () => {
  const api = makeMemoryAccountProductsApi({ known: [p("a", 4)] });
  const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
  it("lists a known customer's products and refuses blank and unknown ids", () => {
    expect(run(api.mobileProducts("known"))).toEqual(Either.right({ MobileProducts: [p("a", 4)] }));
    expect(run(api.mobileProducts(" "))).toMatchObject(Either.left({ status: 400, message: "no uuid" }));
    expect(run(api.mobileProducts("toString"))).toMatchObject(Either.left({ status: 404 }));
  });
});
