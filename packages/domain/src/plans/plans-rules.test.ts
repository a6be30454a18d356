import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import { allowsAutoRenew, decideAutoRenew, initialAutoRenew, isRenewable } from "./auto-renew";
import { CatalogEntry, withRecurringCents } from "./catalog-entry";
import { catalogProductTypes } from "./catalog-product-type";
import { characteristicFlag, characteristicNumber, characteristicText, usageRule } from "./characteristics";
import { PlansMessageKeys } from "./keys";
import { catalogEntriesRequest } from "./plan-lists";
import { isBasePlanEntry, isOffered, orderPlans } from "./plan-order";
import {
  checkPlansPassword,
  isPlansListProtected,
  isPlansListUnlocked,
  plansUnlockFlag,
} from "./plans-password";
import { filterPlans, isUnlimitedPlan } from "./quick-filter";
import { dataAddon, plan, payAsYouGoPlan, smallPlan, unlimitedPlan } from "./test-support";

describe("auto renew (PLAN-06)", () => {
  it("applies when AllowAutoRenew is present and not false", () => {
    expect(allowsAutoRenew("true")).toBe(true);
    expect(allowsAutoRenew(true)).toBe(true);
    expect(allowsAutoRenew("yes")).toBe(true);
    expect(allowsAutoRenew(1)).toBe(true);
    expect(allowsAutoRenew("false")).toBe(false);
    expect(allowsAutoRenew(" False ")).toBe(false);
    expect(allowsAutoRenew(false)).toBe(false);
    expect(allowsAutoRenew(undefined)).toBe(false);
    expect(allowsAutoRenew(null)).toBe(false);
  });
  it("is on by default for new items where it applies", () => {
    expect(initialAutoRenew("true")).toBe(true);
    expect(initialAutoRenew("true", false)).toBe(false);
    expect(initialAutoRenew(undefined)).toBe(false);
    expect(isRenewable(smallPlan)).toBe(true);
    expect(isRenewable({})).toBe(false);
  });
  it("refuses a change where it does not apply", () => {
    expect(decideAutoRenew({ AllowAutoRenew: "true" }, false)).toEqual(Either.right(false));
    expect(decideAutoRenew({ AllowAutoRenew: "false" }, true)).toEqual(
      Either.left("plans.auto_renew_not_allowed"),
    );
  });
});

describe("quick filters", () => {
  const plans = [unlimitedPlan, smallPlan, payAsYouGoPlan];
  it("split unlimited and limited plans; reset shows all", () => {
    expect(filterPlans(plans, "unlimited")).toEqual([unlimitedPlan]);
    expect(filterPlans(plans, "limited")).toEqual([smallPlan, payAsYouGoPlan]);
    expect(filterPlans(plans, "all")).toBe(plans);
    expect(isUnlimitedPlan({})).toBe(false);
  });
});

describe("catalog", () => {
  it("maps plan kinds to product types", () => {
    expect(catalogProductTypes("postpay", "plans")).toEqual(["postpaymobile"]);
    expect(catalogProductTypes("postpay", "addons")).toEqual(["postpaymobileAddon", "mobileAddon"]);
    expect(catalogProductTypes("prepay", "plans")).toEqual(["prepaymobileAddon"]);
    expect(catalogProductTypes("payg", "addons")).toEqual(["prepaymobileAddon", "mobileAddon"]);
  });
  it("builds the entries request with a page of 1000", () => {
    expect(catalogEntriesRequest(["postpaymobile"], "c1")).toEqual({
      ProductTypeList: ["postpaymobile"],
      SearchOptions: { PageSize: 1000 },
      CustomerInfo: { ID: "c1" },
    });
    expect(catalogEntriesRequest(["mobileAddon"], "c1", "m1").ProductInfo).toEqual({ ID: "m1" });
  });
  it("decodes an entry with the operator's field names", () => {
    const decoded = Schema.decodeUnknownEither(CatalogEntry)({
      UUID: "e",
      Name: "E",
      ProductType: "prepaymobileAddon",
      Availabilities: [{ UUID: "a", RetailCents: 100, Available: true, Priority: 2 }],
      Characteristics: { IsBasePlan: "true", AllowAutoRenew: false, RecurringDataAllowance: 1024 },
      PriceInfo: { OrigianlPrice: 200, AppliedOfferID: "o" },
      CreatedAtNanos: 1,
      UpdatedAtNanos: 2,
    });
    expect(Either.isRight(decoded)).toBe(true);
    expect(
      Either.isLeft(
        Schema.decodeUnknownEither(CatalogEntry)({
          UUID: "e",
          Name: "E",
          Availabilities: [],
          ProductType: "tv",
        }),
      ),
    ).toBe(true);
  });
  it("copies RecurringRetailPrice to Cents", () => {
    expect(withRecurringCents(plan("r", {}, { RecurringRetailPrice: 2500 })).Cents).toBe(2500);
    expect(withRecurringCents(smallPlan)).toBe(smallPlan);
  });
  it("orders by priority, keeps plans that are offered", () => {
    const a = plan("a", {}, { Availabilities: [{ UUID: "a", Priority: 3 }] });
    const b = plan("b", {}, { Availabilities: [{ UUID: "b", Priority: 1 }] });
    const c = plan("c", {}, { Availabilities: [{ UUID: "c" }] });
    const d = plan("d", {}, { Availabilities: [{ UUID: "d", Priority: 1 }] });
    expect(orderPlans([c, a, b, d]).map((p) => p.UUID)).toEqual(["b", "d", "a", "c"]);
    expect(isOffered(plan("x", {}, { Availabilities: [] }))).toBe(false);
    expect(isOffered(plan("x", {}, { Availabilities: [{ UUID: "x", Available: false }] }))).toBe(false);
    expect(isBasePlanEntry(dataAddon)).toBe(false);
    expect(isBasePlanEntry(plan("y", { IsAddon: true, IsBasePlan: "true" }))).toBe(true);
    expect(isBasePlanEntry(plan("z"))).toBe(true);
  });
});

describe("characteristic values", () => {
  it("read numbers, flags, text and usage rules", () => {
    expect(characteristicNumber(" 12.5 ")).toBe(12.5);
    expect(characteristicNumber(Number.NaN)).toBeUndefined();
    expect(characteristicNumber(true)).toBeUndefined();
    expect(characteristicFlag("TRUE")).toBe(true);
    expect(characteristicFlag(0)).toBe(false);
    expect(characteristicFlag(undefined)).toBe(false);
    expect(characteristicText(12)).toBe("12");
    expect(characteristicText(false)).toBeUndefined();
    expect(usageRule("casual rate")).toBe("casual_rate");
    expect(usageRule("Throttled")).toBe("throttled");
    expect(usageRule("Metered")).toBe("other");
    expect(usageRule("")).toBeUndefined();
  });
});

describe("plans password (PLAN-07)", () => {
  const locked = withSettings(productionSettings, { plansPassword: "kōwhai" });
  it("protects the list only when a password is configured", () => {
    expect(isPlansListProtected(productionSettings)).toBe(false);
    expect(isPlansListProtected(withSettings(productionSettings, { plansPassword: "  " }))).toBe(false);
    expect(isPlansListProtected(locked)).toBe(true);
  });
  it("unlocks with the right password and remembers a fingerprint", () => {
    expect(checkPlansPassword(locked, " kōwhai ")).toEqual(Either.right(plansUnlockFlag("kōwhai")));
    expect(checkPlansPassword(locked, "Kōwhai")).toEqual(Either.left("plans.wrong_plans_password"));
    expect(checkPlansPassword(productionSettings, "")).toEqual(Either.right(""));
    expect(plansUnlockFlag("kōwhai")).toMatch(/^[0-9a-f]{8}$/);
    expect(plansUnlockFlag("kōwhai")).not.toBe(plansUnlockFlag("kowhai"));
    expect(isPlansListUnlocked(locked, plansUnlockFlag("kōwhai"))).toBe(true);
    expect(isPlansListUnlocked(locked, plansUnlockFlag("old"))).toBe(false);
    expect(isPlansListUnlocked(locked, undefined)).toBe(false);
    expect(isPlansListUnlocked(productionSettings, undefined)).toBe(true);
  });
});

describe("message keys", () => {
  it("are unique and in the plans namespace", () => {
    expect(new Set(PlansMessageKeys).size).toBe(PlansMessageKeys.length);
    expect(PlansMessageKeys.every((key) => /^plans\.[a-z0-9_]+$/.test(key))).toBe(true);
  });
});
