import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../config";
import {
  currentBasePlan,
  decideCancelPlanChange,
  decidePlanChange,
  type PlanChangeFacts,
} from "./plan-change";
import { addOneMonth, canChangePlanAgain, nextPlanChangeAllowedAt } from "./plan-change-interval";
import { changeNow, planChangeMode, planChangeTimings } from "./plan-change-mode";
import { baseAddon, plan, smallPlan, unlimitedPlan } from "./test-support";

const at = (iso: string) => Date.parse(iso);

describe("plan change mode", () => {
  it("is BOTH for prepay and postpay in production, NOW by default", () => {
    expect(planChangeMode(productionSettings, "prepay")).toBe("BOTH");
    expect(planChangeMode(productionSettings, "postpay")).toBe("BOTH");
    expect(planChangeMode(productionSettings, "payg")).toBe("NOW");
    expect(planChangeMode(productionSettings, undefined)).toBe("NOW");
    const later = withSettings(productionSettings, {
      planChangeMode: { prepay: "LATER", postpay: "NOW", payg: "NOW" },
    });
    expect(planChangeMode(later, "prepay")).toBe("LATER");
  });
  it("offers the timings of the mode", () => {
    expect(planChangeTimings("NOW")).toEqual(["now"]);
    expect(planChangeTimings("LATER")).toEqual(["next_billing_date"]);
    expect(planChangeTimings("BOTH")).toEqual(["now", "next_billing_date"]);
    expect(changeNow("now")).toBe(true);
    expect(changeNow("next_billing_date")).toBe(false);
  });
});

describe("once per month", () => {
  it("steps one calendar month, clamped to the month's end", () => {
    expect(addOneMonth(at("2026-03-15T10:00:00.123Z"))).toBe(at("2026-04-15T10:00:00.123Z"));
    expect(addOneMonth(at("2026-01-31T00:00:00Z"))).toBe(at("2026-02-28T00:00:00Z"));
    expect(addOneMonth(at("2028-01-31T00:00:00Z"))).toBe(at("2028-02-29T00:00:00Z"));
    expect(addOneMonth(at("2026-12-31T23:59:59Z"))).toBe(at("2027-01-31T23:59:59Z"));
  });
  it("allows the next change a month after the last", () => {
    const last = at("2026-01-31T09:00:00Z");
    expect(canChangePlanAgain(last, at("2026-02-01T09:00:00Z"))).toBe(false);
    expect(canChangePlanAgain(last, at("2026-02-28T08:59:59Z"))).toBe(false);
    expect(canChangePlanAgain(last, at("2026-02-28T09:00:00Z"))).toBe(true);
    expect(canChangePlanAgain(undefined, 0)).toBe(true);
    expect(nextPlanChangeAllowedAt(undefined)).toBe(Number.NEGATIVE_INFINITY);
  });
});

describe("decidePlanChange (PLAN-05)", () => {
  const now = at("2026-06-10T00:00:00Z");
  const facts: PlanChangeFacts = {
    currentPlan: baseAddon(smallPlan),
    newAvailabilityUUID: "unl-av",
    kind: "prepay",
    plans: [smallPlan, unlimitedPlan],
    mode: "BOTH",
    timing: "now",
    lastChangeAtMillis: at("2026-04-01T00:00:00Z"),
    nowMillis: now,
    scheduled: false,
  };
  const refusal = (changes: Partial<PlanChangeFacts>) => {
    const result = decidePlanChange({ ...facts, ...changes });
    return Either.isLeft(result) ? result.left : undefined;
  };
  it("allows a change to another plan", () => {
    expect(decidePlanChange(facts)).toEqual(
      Either.right({
        plan: unlimitedPlan,
        availability: unlimitedPlan.Availabilities[0],
        oldAddonUUID: "small-instance",
        timing: "now",
      }),
    );
    expect(
      Either.isRight(
        decidePlanChange({ ...facts, timing: "next_billing_date", lastChangeAtMillis: undefined }),
      ),
    ).toBe(true);
  });
  it("refuses a plan that does not exist or is not available", () => {
    expect(refusal({ newAvailabilityUUID: "nope" })).toEqual({ key: "plans.can_not_find_plan" });
    const gone = plan("gone", {}, { Availabilities: [{ UUID: "gone-av", Available: false }] });
    expect(refusal({ plans: [gone], newAvailabilityUUID: "gone-av" })).toEqual({
      key: "plans.can_not_find_plan",
    });
  });
  it("refuses a PAYG plan to a prepay product (a billing type transfer, PLAN-10) as a plan it cannot find", () => {
    const payg = plan("payg", {}, { is_payg: true });
    const change = { plans: [smallPlan, payg], newAvailabilityUUID: "payg-av" };
    expect(refusal(change)).toEqual({ key: "plans.can_not_find_plan" });
    expect(Either.isRight(decidePlanChange({ ...facts, ...change, kind: "payg" }))).toBe(true);
  });
  it("refuses the current plan, by availability or by catalog entry", () => {
    expect(refusal({ newAvailabilityUUID: "small-av" })).toEqual({ key: "plans.you_already_have_this_plan" });
    const sameEntry = baseAddon(unlimitedPlan, { ProductAvailabilityUUID: "older-av" });
    expect(refusal({ currentPlan: sameEntry })).toEqual({ key: "plans.you_already_have_this_plan" });
  });
  it("needs a current plan", () =>
    expect(refusal({ currentPlan: undefined })).toEqual({ key: "plans.no_current_plan" }));
  it("refuses a timing the mode does not offer", () => {
    expect(refusal({ mode: "NOW", timing: "next_billing_date" })).toEqual({
      key: "plans.change_timing_not_allowed",
    });
    expect(refusal({ mode: "LATER", timing: "now" })).toEqual({ key: "plans.change_timing_not_allowed" });
  });
  it("refuses while another change is scheduled", () =>
    expect(refusal({ scheduled: true })).toEqual({ key: "plans.change_already_scheduled" }));
  it("refuses a second change within a month, saying when the next is allowed", () => {
    expect(refusal({ lastChangeAtMillis: at("2026-05-20T00:00:00Z") })).toEqual({
      key: "plans.change_once_per_month",
      nextChangeAtMillis: at("2026-06-20T00:00:00Z"),
    });
  });
});

describe("cancel and current plan", () => {
  it("cancels only a scheduled change", () => {
    expect(decideCancelPlanChange(undefined)).toEqual(Either.left({ key: "plans.no_scheduled_change" }));
    expect(decideCancelPlanChange("x")).toEqual(Either.right("x"));
  });
  it("finds the base plan, else the first add-on", () => {
    const a = baseAddon(smallPlan, { IsBasePlan: false, UUID: "a" });
    const b = baseAddon(unlimitedPlan, { UUID: "b" });
    expect(currentBasePlan([a, b])?.UUID).toBe("b");
    expect(currentBasePlan([a])?.UUID).toBe("a");
    expect(currentBasePlan(undefined)).toBeUndefined();
  });
});
