import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import {
  cancelPlanChange,
  currentBasePlan,
  isOffered,
  loadCatalog,
  loadPlanState,
  loadPlans,
  setAutoRenew,
  changePlan,
} from "@waea/domain/plans";
import { PlansApi } from "@waea/domain/plans/api";
import { FROZEN_AT, signedIn, withFakeApi } from "../support/fake-api";
import { changeTo, currentPlanName, prepayPlan, productOf, refusal } from "./support";

const api = withFakeApi();

const DAY = 86_400_000;

describe("plan lists and the catalog (PLAN-03)", () => {
  it("lists the offered plans of a kind in priority order, base plans only", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await prepay.run(loadPlans("postpay"));
    expect(postpay.length).toBeGreaterThan(1);
    expect(postpay.every((plan) => plan.ProductType === "postpaymobile" && isOffered(plan))).toBe(true);
    const prepayPlans = (await prepay.run(loadPlans("prepay"))).map((plan) => plan.Name);
    expect(prepayPlans).toEqual([
      "Kōrero 2GB",
      "Kōrero 8GB",
      "Kōrero Unlimited",
      "Kōrero 7 Day 1GB",
      "PAYG Everyday",
    ]);
  });

  it("reads the catalog for a kind and purpose: postpay@'s add-ons, prepay@'s plans", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const addons = await postpay.run(loadCatalog("postpay", "addons", postpay.customer));
    expect(addons.map((entry) => entry.Name)).toContain("Extra Data 10GB");
    expect(
      addons.every((entry) => ["postpaymobileAddon", "mobileAddon"].includes(entry.ProductType ?? "")),
    ).toBe(true);
    const prepay = await signedIn(api(), "prepay@waea.test");
    const plans = await prepay.run(
      loadCatalog("prepay", "plans", prepay.customer, (await productOf(prepay)).UUID),
    );
    expect(plans.map((entry) => entry.Name)).toContain("Kōrero Unlimited");
    expect(plans.map((entry) => entry.Name)).not.toContain("Data 5GB");
  });
});

describe("the plans a product may change to (PLAN-03, PLAN-05)", () => {
  it("lists prepay@'s own plan and the prepay plans on sale, never PAYG Everyday (a billing type transfer, PLAN-10)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const state = await prepay.run(
      loadPlanState({
        customerUUID: prepay.customer,
        product: await productOf(prepay),
        settings: productionSettings,
      }),
    );
    expect(state.plans.map((plan) => plan.Name)).toEqual([
      "Kōrero 2GB",
      "Kōrero 8GB",
      "Kōrero Unlimited",
      "Kōrero 7 Day 1GB",
    ]);
    expect(refusal(await prepay.attempt(changePlan(await changeTo(prepay, "PAYG Everyday"))))).toBe(
      "plans.can_not_find_plan",
    );
    expect(refusal(await prepay.attempt(changePlan(await changeTo(prepay, "Kōrero 8GB"))))).toBe(
      "plans.you_already_have_this_plan",
    );
  });

  it("lists PAYG Everyday to payg@, marked as the plan it is on", async () => {
    const payg = await signedIn(api(), "payg@waea.test");
    const state = await payg.run(
      loadPlanState({
        customerUUID: payg.customer,
        product: await productOf(payg),
        settings: productionSettings,
      }),
    );
    expect(state.plans.map((plan) => plan.Name)).toContain("PAYG Everyday");
    expect(state.currentEntry?.Name).toBe("PAYG Everyday");
  });
});

describe("changePlan (PLAN-05)", () => {
  it("changes prepay@'s plan now, with auto renew on by default", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const reply = await prepay.run(changePlan(await changeTo(prepay, "Kōrero 2GB")));
    expect(reply.ChangeNow).toBe(true);
    const plan = currentBasePlan((await productOf(prepay)).Addons);
    expect(plan).toMatchObject({ Name: "Kōrero 2GB", AutoRenew: true });
  });

  it("is refused with not_enough_balance when prepay@'s balance does not cover the new plan", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const outcome = await prepay.attempt(changePlan(await changeTo(prepay, "Kōrero Unlimited")));
    expect(refusal(outcome)).toBe("payments.not_enough_balance");
    expect(await currentPlanName(prepay)).toBe("Kōrero 8GB");
  });

  it("sends auto renew off where the new plan does not allow it, and then refuses to turn it on (PLAN-06)", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    await prepay.run(changePlan(await changeTo(prepay, "Kōrero 7 Day 1GB", { autoRenew: true })));
    const product = await productOf(prepay);
    const plan = currentBasePlan(product.Addons);
    expect(plan).toMatchObject({ Name: "Kōrero 7 Day 1GB", AutoRenew: false });
    const turnOn = setAutoRenew({
      customerUUID: prepay.customer,
      mobileUUID: product.UUID,
      addon: { UUID: plan?.UUID ?? "", AllowAutoRenew: plan?.AllowAutoRenew },
      autoRenew: true,
    });
    expect(refusal(await prepay.attempt(turnOn))).toBe("plans.auto_renew_not_allowed");
  });

  it("the operator refuses a second change in a month the shell did not know of", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    await prepay.run(changePlan(await changeTo(prepay, "Kōrero 2GB")));
    const again = await prepay.attempt(changePlan(await changeTo(prepay, "Kōrero 7 Day 1GB")));
    expect(refusal(again)).toBe("plans.change_once_per_month");
    expect(await currentPlanName(prepay)).toBe("Kōrero 2GB");
  });

  it("schedules a change for the next billing date, refuses another while it waits, and cancels it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const later = await prepay.run(
      changePlan(
        await changeTo(prepay, "Kōrero Unlimited", { timing: "next_billing_date", autoRenew: false }),
      ),
    );
    expect(later.ChangeNow).toBe(false);
    expect(await currentPlanName(prepay)).toBe("Kōrero 8GB");
    expect(refusal(await prepay.attempt(changePlan(await changeTo(prepay, "Kōrero 2GB"))))).toBe(
      "plans.change_already_scheduled",
    );
    const target = { CustomerUUID: prepay.customer, MobileUUID: (await productOf(prepay)).UUID };
    expect(await prepay.run(cancelPlanChange(target))).toEqual({ Cancelled: true });
    expect(refusal(await prepay.attempt(cancelPlanChange(target)))).toBe("plans.no_scheduled_change");
  });

  it("refuses by the rule before asking the operator, changing nothing", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const input = await changeTo(prepay, "Kōrero Unlimited");
    const nowOnly = withSettings(productionSettings, {
      planChangeMode: { prepay: "NOW", postpay: "NOW", payg: "NOW" },
    });
    // A plan the operator no longer sells is listed with its availability marked unavailable.
    const listed = await prepay.run(Effect.flatMap(PlansApi, (plans) => plans.prepayMobilePlans()));
    const retired = listed.PrepayAddons.find((plan) => plan.Name === "Kōrero 40GB (no longer sold)");
    const cases = [
      [
        { ...input, newAvailabilityUUID: await prepayPlan(prepay, "Kōrero 8GB") },
        "plans.you_already_have_this_plan",
      ],
      [{ ...input, newAvailabilityUUID: retired?.Availabilities[0]?.UUID ?? "" }, "plans.can_not_find_plan"],
      [{ ...input, newAvailabilityUUID: "no-such-plan" }, "plans.can_not_find_plan"],
      [{ ...input, lastChangeAtMillis: FROZEN_AT - DAY }, "plans.change_once_per_month"],
      [{ ...input, settings: nowOnly, timing: "next_billing_date" }, "plans.change_timing_not_allowed"],
      [{ ...input, product: { ...input.product, BillingReference: undefined } }, "plans.no_current_plan"],
    ] as const;
    for (const [bad, key] of cases) expect(refusal(await prepay.attempt(changePlan(bad)))).toBe(key);
    expect(await currentPlanName(prepay)).toBe("Kōrero 8GB");
  });

  it("offers PAYG a change now only (the production plan-change mode)", async () => {
    const payg = await signedIn(api(), "payg@waea.test");
    const product = await productOf(payg);
    const input = {
      customerUUID: payg.customer,
      product,
      newAvailabilityUUID: await prepayPlan(payg, "Kōrero 2GB"),
      timing: "next_billing_date",
      lastChangeAtMillis: undefined,
      settings: productionSettings,
    } as const;
    expect(refusal(await payg.attempt(changePlan(input)))).toBe("plans.change_timing_not_allowed");
  });

  it("passes the operator's refusal of another login's product on", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    const input = await changeTo(prepay, "Kōrero Unlimited", { customerUUID: postpay.customer });
    expect(refusal(await prepay.attempt(changePlan(input)))).toBe("Forbidden");
  });
});

describe("setAutoRenew (PLAN-06)", () => {
  it("turns auto renew of prepay@'s plan off where it is allowed", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await productOf(prepay);
    const plan = currentBasePlan(product.Addons);
    const reply = await prepay.run(
      setAutoRenew({
        customerUUID: prepay.customer,
        mobileUUID: product.UUID,
        addon: { UUID: plan?.UUID ?? "", AllowAutoRenew: plan?.AllowAutoRenew },
        autoRenew: false,
      }),
    );
    expect(reply).toEqual({ MobileAddonUUID: plan?.UUID, AutoRenew: false });
    expect(currentBasePlan((await productOf(prepay)).Addons)?.AutoRenew).toBe(false);
  });
});
