import { describe, expect, it } from "vitest";
import { accountType, isActivatedAccountType, isBroadbandAccountType } from "./account-type";
import { isEmailVerified, isSuspended } from "./account-state";
import { billingKind, splitBillingReference } from "./billing-kind";
import { activeProductKind, fwaProductStatusClass, productStatusClass } from "./product-status";

describe("product status classes", () => {
  it("follows spec 01 §4", () => {
    expect(productStatusClass(3, "prepay:1")).toBe("not_activated");
    expect(productStatusClass(4, undefined)).toBe("not_activated");
    expect(productStatusClass(4, "")).toBe("not_activated");
    expect(productStatusClass(4, "postpay:1")).toBe("active");
    expect(productStatusClass(5, "postpay:1")).toBe("not_active");
    expect(productStatusClass(Number.NaN, "postpay:1")).toBe("not_activated");
  });
  it("names the kind of an active product", () => {
    expect(activeProductKind(4, "prepay:1")).toBe("prepay");
    expect(activeProductKind(4, "payg:1")).toBe("payg");
    expect(activeProductKind(4, "postpay:1")).toBe("postpay");
    expect(activeProductKind(5, "postpay:1")).toBeUndefined();
  });
  it("classes fixed wireless by 2, 4 and other", () => {
    expect(fwaProductStatusClass(2)).toBe("not_activated");
    expect(fwaProductStatusClass(4)).toBe("active");
    expect(fwaProductStatusClass(7)).toBe("not_active");
  });
});

describe("billing reference", () => {
  it("splits at the first colon", () => {
    expect(splitBillingReference("prepay:123:4")).toEqual({ kind: "prepay", account: "123:4" });
    expect(splitBillingReference("postpay")).toEqual({ kind: "postpay", account: "" });
    expect(splitBillingReference(undefined)).toBeUndefined();
  });
  it("reads the kind from the prefix", () => {
    expect(billingKind("PAYG:1")).toBe("payg");
    expect(billingKind("other:1")).toBeUndefined();
  });
});

describe("account type", () => {
  it("defaults to not activated", () => {
    expect(accountType(undefined)).toBe("not_activated");
    expect(accountType({ Status: 2, BillingReference: "prepay:1" })).toBe("not_activated");
    expect(isActivatedAccountType("not_activated")).toBe(false);
  });
  it("comes from the current product", () => {
    expect(accountType({ Status: 4, BillingReference: "prepay:1", ProductType: "mobile" })).toBe("prepay");
    expect(accountType({ Status: 4, BillingReference: "postpay:1" })).toBe("postpay");
    expect(accountType({ Status: 4, BillingReference: "mystery:1" })).toBe("not_activated");
    expect(accountType({ Status: 4, BillingReference: "postpay:1", ProductType: "mobileFWA" })).toBe("fwa");
    expect(accountType(undefined, { fibreOnly: true })).toBe("ufb");
    expect(isActivatedAccountType("prepay")).toBe(true);
  });
  it("is broadband for fixed wireless and fibre only, whose home is the broadband summary", () => {
    expect(
      (["fwa", "ufb", "prepay", "postpay", "payg", "not_activated", undefined] as const).map(
        isBroadbandAccountType,
      ),
    ).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("account state", () => {
  it("is suspended only when AccountState is Suspended", () => {
    expect(isSuspended({ AccountState: "Suspended" })).toBe(true);
    expect(isSuspended({ AccountState: "Active" })).toBe(false);
    expect(isSuspended(undefined)).toBe(false);
  });
  const base = {
    accountSaysVerified: false,
    email: "a@b.nz",
    environmentSaysVerified: false,
    provider: "LOCAL",
  } as const;
  it("counts e-mail as verified in each of the four ways", () => {
    expect(isEmailVerified(base)).toBe(false);
    expect(isEmailVerified({ ...base, accountSaysVerified: true })).toBe(true);
    expect(isEmailVerified({ ...base, email: "0211234567@NULL.waea.nz" })).toBe(true);
    expect(isEmailVerified({ ...base, environmentSaysVerified: true })).toBe(true);
    expect(isEmailVerified({ ...base, provider: "GOOGLE" })).toBe(true);
    expect(isEmailVerified({ ...base, provider: "APPLE" })).toBe(true);
  });
});
