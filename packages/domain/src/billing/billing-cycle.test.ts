import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import {
  BillingCycleOptionLabelKeys,
  BillingCycleOptions,
  billingCycleDays,
  billingCycleFor,
  billingCycleOption,
  offeredBillingCycleOption,
} from "./billing-cycle";
import { changeBillingCycleRule } from "./billing-cycle-change";
import type { Invoice } from "./invoice";

describe("billing cycle", () => {
  it("offers 7 days, 28 days and monthly", () => {
    expect(BillingCycleOptions).toEqual(["seven_days", "twenty_eight_days", "monthly"]);
    expect(BillingCycleOptionLabelKeys.monthly).toBe("billing.cycle_monthly");
  });
  it("reads Type monthly as monthly, Value 7 as seven days, anything else as 28 days", () => {
    expect(billingCycleOption({ Type: "monthly" })).toBe("monthly");
    expect(billingCycleOption({ Type: " Monthly ", Value: 7 })).toBe("monthly");
    expect(billingCycleOption({ Type: "days", Value: 7 })).toBe("seven_days");
    expect(billingCycleOption({ Type: "days", Value: 28 })).toBe("twenty_eight_days");
    expect(billingCycleOption({ Type: "weekly", Value: 14 })).toBe("twenty_eight_days");
    expect(billingCycleOption({ Type: "days" })).toBe("twenty_eight_days");
  });
  it("offers monthly (any case) and 7 or 28 days, nothing else (PAY-09)", () => {
    expect(offeredBillingCycleOption({ Type: " MONTHLY " })).toBe("monthly");
    expect(offeredBillingCycleOption({ Type: "Days", Value: 7 })).toBe("seven_days");
    expect(offeredBillingCycleOption({ Type: "days", Value: 28 })).toBe("twenty_eight_days");
    expect(offeredBillingCycleOption({ Type: "days", Value: 14 })).toBeUndefined();
    expect(offeredBillingCycleOption({ Type: "days" })).toBeUndefined();
    expect(offeredBillingCycleOption({ Type: "weekly", Value: 7 })).toBeUndefined();
  });
  it("builds the cycle sent for an option, and knows fixed lengths", () => {
    expect(billingCycleFor("monthly")).toEqual({ Type: "monthly" });
    expect(billingCycleFor("seven_days")).toEqual({ Type: "days", Value: 7 });
    expect(billingCycleDays(billingCycleFor("twenty_eight_days"))).toBe(28);
    expect(billingCycleDays(billingCycleFor("seven_days"))).toBe(7);
    expect(billingCycleDays(billingCycleFor("monthly"))).toBeUndefined();
  });
});

describe("bill cycle change", () => {
  const invoices: Invoice[] = [
    { Number: "1", Status: "OPEN", ChargesCents: 100, RemainingAmountCents: 100 },
    { Number: "2", Status: "PAID", ChargesCents: 100, RemainingAmountCents: 0 },
    { Number: "3", Status: "OPEN", ChargesCents: 50, RemainingAmountCents: 50 },
  ];
  it("closes outstanding bills and marks them due", () => {
    const change = changeBillingCycleRule({ Type: "monthly" }, billingCycleFor("seven_days"), invoices, true);
    expect(Either.isRight(change) && change.right.closed).toEqual(["1", "3"]);
    expect(Either.isRight(change) && change.right.invoices.map((i) => i.Status)).toEqual([
      "DUE",
      "PAID",
      "DUE",
    ]);
  });
  it("is refused when not allowed, or when nothing changes", () => {
    expect(changeBillingCycleRule(undefined, { Type: "monthly" }, invoices, false)).toEqual(
      Either.left("billing.cycle_change_not_allowed"),
    );
    expect(changeBillingCycleRule({ Type: "monthly" }, { Type: "MONTHLY" }, invoices, true)).toEqual(
      Either.left("billing.cycle_unchanged"),
    );
  });
  it("works without a current cycle", () => {
    expect(Either.isRight(changeBillingCycleRule(undefined, { Type: "monthly" }, [], true))).toBe(true);
  });
});
