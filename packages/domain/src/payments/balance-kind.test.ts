import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { balanceKind, voucherProduct } from "./balance-kind";

const product = (
  BillingReference: string | undefined,
  Status = 4,
  ProductType: "mobile" | "mobileFWA" = "mobile",
) => ({
  UUID: "p-1",
  Status,
  BillingReference,
  ProductType,
});

describe("balanceKind (PAY-10)", () => {
  it("reads the balance a product's billing kind keeps: prepay, PAYG or postpay", () => {
    expect(balanceKind(product("prepay:123"))).toEqual(Either.right("prepay"));
    expect(balanceKind(product("PAYG:9"))).toEqual(Either.right("payg"));
    expect(balanceKind(product("postpay:77"))).toEqual(Either.right("postpay"));
    // Fixed wireless is billed postpay: its account type is fwa, its balance the postpay one.
    expect(balanceKind(product("postpay:5", 4, "mobileFWA"))).toEqual(Either.right("postpay"));
  });

  it("refuses a product of an account not yet activated, and one without a billing kind", () => {
    expect(balanceKind(product(undefined))).toEqual(Either.left("payments.account_not_activated"));
    expect(balanceKind(product("prepay:1", 2))).toEqual(Either.left("payments.account_not_activated"));
    expect(balanceKind(product("prepay:1", 6))).toEqual(Either.left("payments.account_not_activated"));
    expect(balanceKind(product("wholesale:1", 4, "mobileFWA"))).toEqual(
      Either.left("payments.no_prepay_product"),
    );
  });
});

describe("voucherProduct (PAY-05)", () => {
  it("lets a voucher credit an activated prepay or PAYG service only", () => {
    for (const reference of ["prepay:1", "payg:2"])
      expect(voucherProduct(product(reference))).toEqual(Either.right(product(reference)));
    expect(voucherProduct(product("postpay:3"))).toEqual(Either.left("payments.no_prepay_product"));
    expect(voucherProduct(product("prepay:1", 1))).toEqual(Either.left("payments.account_not_activated"));
  });
});
