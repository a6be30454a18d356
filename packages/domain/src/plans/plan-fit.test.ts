import { describe, expect, it } from "vitest";
import { coversUsage, fitPlanOf, periodDays, planFit, windowCostCents, type FitPlan } from "./plan-fit";
import { plan } from "./test-support";

const fit = (uuid: string, over: Partial<FitPlan> = {}): FitPlan => ({
  uuid,
  availabilityUUID: `${uuid}-av`,
  name: uuid,
  priceCents: 3000,
  periodDays: 30,
  dataMB: 8192,
  minutes: "unlimited",
  texts: "unlimited",
  ...over,
});

const usage = { dataMB: 5000, minutes: 300, texts: 40 };

describe("plan fit (PLAN-01, PLAN-03)", () => {
  it("reads a catalogue plan: the card's price, its period, unlimited by the usage rule, missing amounts as 0", () => {
    const entry = plan(
      "p",
      {
        TimePeriodInterval: 28,
        RecurringDataAllowance: "2048",
        DataUsageRule: "CasualRate",
        RecurringVoiceAllowance: 200,
        SMSUsageRule: "Unlimited",
      },
      { Availabilities: [{ UUID: "p-av", RetailName: " Kōrero 2GB ", RetailCents: 1500 }] },
    );
    expect(fitPlanOf(entry)).toEqual({
      uuid: "p",
      availabilityUUID: "p-av",
      name: "Kōrero 2GB",
      priceCents: 1500,
      periodDays: 28,
      dataMB: 2048,
      minutes: 200,
      texts: "unlimited",
    });
    expect(fitPlanOf(plan("bare")).minutes).toBe(0);
    expect(fitPlanOf(plan("u", { DataUsageRule: "Unlimited" })).dataMB).toBe("unlimited");
  });

  it("reads plan periods as days: numbers, 'N days', named periods, a month as the 30-day window", () => {
    expect(periodDays(7)).toBe(7);
    expect(periodDays("28 days")).toBe(28);
    expect(periodDays("month")).toBe(30);
    expect(periodDays("Week")).toBe(7);
    expect(periodDays(undefined)).toBe(30);
    expect(periodDays("someday")).toBe(30);
  });

  it("compares over 30 days: a 28-day plan costs and gives 30/28 of a period", () => {
    const weekly = fit("w", { priceCents: 700, periodDays: 7, dataMB: 1024, minutes: 50, texts: 100 });
    expect(windowCostCents(weekly)).toBe(3000);
    expect(coversUsage(weekly, { dataMB: 4388, minutes: 214, texts: 428 })).toBe(true);
    expect(coversUsage(weekly, { dataMB: 4390, minutes: 0, texts: 0 })).toBe(false);
  });

  it("suggests nothing when the current plan already is the cheapest that covers the use", () => {
    const current = fit("current");
    const result = planFit({ usage, current, plans: [fit("dearer", { priceCents: 5500 }), current] });
    expect(result).toEqual({ _tag: "CurrentFits", current });
  });

  it("keeps the current plan when another covering plan costs the same", () => {
    const current = fit("current");
    expect(planFit({ usage, current, plans: [fit("same"), current] })._tag).toBe("CurrentFits");
  });

  it("suggests the cheapest covering plan and what it would have saved", () => {
    const current = fit("current", { priceCents: 5500, dataMB: "unlimited" });
    const result = planFit({
      usage,
      current,
      plans: [current, fit("small", { priceCents: 1500, dataMB: 2048 }), fit("fits", { priceCents: 3000 })],
    });
    expect(result).toMatchObject({
      _tag: "Switch",
      plan: { uuid: "fits" },
      currentCovers: true,
      savedCents: 2500,
    });
  });

  it("when the current plan falls short, suggests the cheapest covering plan and what it would have needed", () => {
    const current = fit("current", { priceCents: 3000, periodDays: 28 });
    const result = planFit({
      usage: { ...usage, dataMB: 11_000 },
      current,
      plans: [current, fit("unlimited", { priceCents: 5500, periodDays: 28, dataMB: "unlimited" })],
    });
    expect(result).toMatchObject({ _tag: "Switch", currentCovers: false, savedCents: 3214 - 5893 });
  });

  it("without a known current plan names the cheapest covering plan and no difference", () => {
    const result = planFit({ usage, current: undefined, plans: [fit("a", { priceCents: 4000 }), fit("b")] });
    expect(result).toMatchObject({
      _tag: "Switch",
      plan: { uuid: "b" },
      currentCovers: false,
      savedCents: undefined,
    });
  });

  it("says so when no plan would have covered the use", () => {
    const result = planFit({
      usage: { ...usage, dataMB: 99_999 },
      current: fit("c"),
      plans: [fit("c"), fit("d")],
    });
    expect(result).toEqual({ _tag: "NoneFits" });
  });
});
