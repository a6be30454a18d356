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
import { billingCycleChangeEffect, changeBillingCycleRule } from "./billing-cycle-change";
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
  it("ends the current period paid in advance (PAID) at the change, so the new cycle starts then", () => {
    const DAY = 86_400_000_000_000;
    const paid: Invoice = {
      Number: "9",
      Status: "PAID",
      ChargesCents: 100,
      RemainingAmountCents: 0,
      PeriodFromNanos: 0,
      PeriodUptoNanos: 30 * DAY,
    };
    const old: Invoice = { ...paid, Number: "8", PeriodFromNanos: -30 * DAY, PeriodUptoNanos: 0 };
    const change = changeBillingCycleRule(
      { Type: "monthly" },
      billingCycleFor("seven_days"),
      [paid, old],
      true,
      5 * DAY,
    );
    expect(Either.isRight(change) && change.right.closed).toEqual([]);
    expect(Either.isRight(change) && change.right.invoices.map((i) => i.PeriodUptoNanos)).toEqual([
      5 * DAY,
      0,
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

describe("PAY-09: what a cycle change does, said before it is made", () => {
  const DAY_NANOS = 86_400_000_000_000;
  const open: Invoice = {
    Number: "INV-9",
    Status: "OPEN",
    ChargesCents: 5000,
    RemainingAmountCents: 5000,
    PeriodFromNanos: 0,
    PeriodUptoNanos: 30 * DAY_NANOS,
  };
  const due: Invoice = { Number: "INV-8", Status: "DUE", ChargesCents: 700, RemainingAmountCents: 700 };
  it("names the open bills it closes and what becomes due now; other bills stay as they are", () => {
    expect(
      billingCycleChangeEffect({ Type: "monthly" }, billingCycleFor("seven_days"), [open, due], true),
    ).toEqual(
      Either.right({ closing: [{ Number: "INV-9", RemainingAmountCents: 5000 }], dueNowCents: 5000 }),
    );
    expect(billingCycleChangeEffect({ Type: "monthly" }, billingCycleFor("seven_days"), [due], true)).toEqual(
      Either.right({ closing: [], dueNowCents: 0 }),
    );
  });
  it("is refused before confirming when not allowed or unchanged", () => {
    expect(
      billingCycleChangeEffect({ Type: "monthly" }, billingCycleFor("seven_days"), [open], false),
    ).toEqual(Either.left("billing.cycle_change_not_allowed"));
    expect(billingCycleChangeEffect({ Type: "monthly" }, billingCycleFor("monthly"), [open], true)).toEqual(
      Either.left("billing.cycle_unchanged"),
    );
  });
  it("ends the closed period at the change, so the next cycle starts today", () => {
    const change = changeBillingCycleRule(
      undefined,
      billingCycleFor("seven_days"),
      [open],
      true,
      18 * DAY_NANOS,
    );
    expect(Either.isRight(change) && change.right.invoices[0]?.PeriodUptoNanos).toBe(18 * DAY_NANOS);
    const ended = changeBillingCycleRule(
      undefined,
      billingCycleFor("seven_days"),
      [open],
      true,
      40 * DAY_NANOS,
    );
    expect(Either.isRight(ended) && ended.right.invoices[0]?.PeriodUptoNanos).toBe(30 * DAY_NANOS);
  });
});
