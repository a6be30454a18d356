import { describe, expect, it } from "vitest";
import { changeablePlans, listedPlans, planChoice, sameBillingType } from "./plan-choice";
import { baseAddon, dataAddon, plan, smallPlan, unlimitedPlan } from "./test-support";

const paygPlan = plan("payg", { IsBasePlan: "true" }, { is_payg: true, ProductType: "prepaymobileAddon" });
const prepayPlan = plan("kōrero", { IsBasePlan: "true" }, { ProductType: "prepaymobileAddon" });
const postpayPlan = plan("postpay", {}, { ProductType: "postpaymobile" });
const retired = plan("retired", {}, { Availabilities: [{ UUID: "retired-av", Available: false }] });

describe("which plans a product may change to (PLAN-03, PLAN-05)", () => {
  const prepay = { kind: "prepay", current: baseAddon(smallPlan) } as const;

  it("marks the plan the product is on as current, by catalogue entry or by availability", () => {
    expect(planChoice(prepay, smallPlan)).toBe("current");
    const older = { kind: "prepay", current: { ProductAvailabilityUUID: "small-av" } } as const;
    expect(planChoice(older, smallPlan)).toBe("current");
  });

  it("offers a prepay product the other prepay plans on sale, never a PAYG plan (a billing type transfer, PLAN-10)", () => {
    expect(planChoice(prepay, unlimitedPlan)).toBe("change");
    expect(planChoice(prepay, prepayPlan)).toBe("change");
    expect(planChoice(prepay, paygPlan)).toBe("not_offered");
    expect(planChoice({ kind: "postpay", current: undefined }, paygPlan)).toBe("not_offered");
    expect(planChoice({ kind: "payg", current: undefined }, paygPlan)).toBe("change");
    expect(sameBillingType("prepay", paygPlan)).toBe(false);
    expect(sameBillingType("payg", prepayPlan)).toBe(true);
  });

  it("offers only plans of the product's kind that are on sale, never an add-on", () => {
    expect(planChoice(prepay, postpayPlan)).toBe("not_offered");
    expect(planChoice({ kind: "postpay", current: undefined }, prepayPlan)).toBe("not_offered");
    expect(planChoice({ kind: "postpay", current: undefined }, postpayPlan)).toBe("change");
    expect(planChoice(prepay, retired)).toBe("not_offered");
    expect(planChoice(prepay, dataAddon)).toBe("not_offered");
  });

  it("lists the current plan and the changeable ones in the list's order; offers only the changeable ones", () => {
    const list = [paygPlan, unlimitedPlan, smallPlan, postpayPlan, prepayPlan];
    expect(listedPlans(prepay, list)).toEqual([unlimitedPlan, smallPlan, prepayPlan]);
    expect(changeablePlans(prepay, list)).toEqual([unlimitedPlan, prepayPlan]);
    expect(changeablePlans({ kind: "payg", current: baseAddon(paygPlan) }, list)).toEqual([
      unlimitedPlan,
      smallPlan,
      prepayPlan,
    ]);
  });
});
