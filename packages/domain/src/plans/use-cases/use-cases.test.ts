import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { frozenClock, makeMemoryStorage, Storage } from "../../ports";
import { makeMemoryPlansApi, type MemoryPlansApi } from "../plans-api-memory";
import { PlansApi } from "../plans-api";
import { baseAddon, dataAddon, plan, smallPlan, unlimitedPlan } from "../test-support";
import { cancelPlanChange } from "./cancel-plan-change";
import { changePlan, type ChangePlanInput } from "./change-plan";
import { loadCatalog, loadPlans } from "./load-plans";
import { setAutoRenew } from "./set-auto-renew";
import { isPlansListVisible, unlockPlansList } from "./unlock-plans";

const NOW = Date.parse("2026-06-10T00:00:00Z");
const hidden = plan("hidden", {}, { Availabilities: [{ UUID: "hidden-av", Available: false }] });
const cheap = plan(
  "cheap",
  { AllowAutoRenew: "false" },
  { Availabilities: [{ UUID: "cheap-av", Priority: 0 }] },
);

const world = (): MemoryPlansApi =>
  makeMemoryPlansApi({
    postpayPlans: [smallPlan, unlimitedPlan, hidden, cheap],
    prepayAddons: [smallPlan, unlimitedPlan, dataAddon],
    catalog: [
      { ...smallPlan, ProductType: "postpaymobile" },
      { ...dataAddon, ProductType: "postpaymobileAddon" },
      { ...unlimitedPlan, ProductType: "prepaymobileAddon" },
    ],
    mobiles: [{ CustomerUUID: "c1", MobileUUID: "m1", Addons: [baseAddon(smallPlan)] }],
    nowMillis: () => NOW,
  });

const runWith = <A, E>(api: MemoryPlansApi, effect: Effect.Effect<A, E, PlansApi>) =>
  Effect.runSync(
    Effect.either(
      Effect.provide(effect, Layer.merge(Layer.succeed(PlansApi, api), Layer.setClock(frozenClock(NOW)))),
    ),
  );

const input: ChangePlanInput = {
  customerUUID: "c1",
  product: { UUID: "m1", BillingReference: "postpay:77", Addons: [baseAddon(smallPlan)] },
  newAvailabilityUUID: "unl-av",
  timing: "now",
  lastChangeAtMillis: undefined,
  settings: productionSettings,
};

const refusalKey = (result: Either.Either<unknown, { readonly _tag: string; readonly key?: string }>) =>
  Either.isLeft(result) && result.left._tag === "PlansRefused" ? result.left.key : undefined;

describe("loadPlans and loadCatalog", () => {
  it("lists offered plans of the kind in priority order", () => {
    const api = world();
    const postpay = runWith(api, loadPlans("postpay"));
    expect(Either.isRight(postpay) && postpay.right.map((p) => p.UUID)).toEqual(["cheap", "small", "unl"]);
    const prepay = runWith(api, loadPlans("payg"));
    expect(Either.isRight(prepay) && prepay.right.map((p) => p.UUID)).toEqual(["small", "unl"]);
  });
  it("reads the catalog for a kind and purpose", () => {
    const api = world();
    const plans = runWith(api, loadCatalog("postpay", "plans", "c1", "m1"));
    expect(Either.isRight(plans) && plans.right.map((p) => p.UUID)).toEqual(["small"]);
    const addons = runWith(api, loadCatalog("postpay", "addons", "c1"));
    expect(Either.isRight(addons) && addons.right.map((p) => p.UUID)).toEqual(["addon"]);
  });
});

describe("changePlan (PLAN-05)", () => {
  it("changes the plan now with auto renew on by default", () => {
    const api = world();
    const result = runWith(api, changePlan(input));
    expect(Either.isRight(result) && result.right.ChangeNow).toBe(true);
    expect(api.mobile("m1")?.Addons.map((a) => [a.ProductCatalogUUID, a.AutoRenew])).toEqual([["unl", true]]);
  });
  it("sends auto renew off where the new plan does not allow it", () => {
    const api = world();
    runWith(api, changePlan({ ...input, newAvailabilityUUID: "cheap-av", autoRenew: true }));
    expect(api.mobile("m1")?.Addons[0]?.AutoRenew).toBe(false);
  });
  it("schedules at the next billing date, refuses a second change, and cancels", () => {
    const api = world();
    const later = runWith(api, changePlan({ ...input, timing: "next_billing_date", autoRenew: false }));
    expect(Either.isRight(later) && later.right.ChangeNow).toBe(false);
    expect(refusalKey(runWith(api, changePlan(input)))).toBe("plans.change_already_scheduled");
    const target = { CustomerUUID: "c1", MobileUUID: "m1" };
    expect(runWith(api, cancelPlanChange(target))).toEqual(Either.right({ Cancelled: true }));
    expect(refusalKey(runWith(api, cancelPlanChange(target)))).toBe("plans.no_scheduled_change");
  });
  it("refuses by the rule before calling the operator", () => {
    const api = world();
    expect(refusalKey(runWith(api, changePlan({ ...input, newAvailabilityUUID: "small-av" })))).toBe(
      "plans.you_already_have_this_plan",
    );
    expect(refusalKey(runWith(api, changePlan({ ...input, newAvailabilityUUID: "hidden-av" })))).toBe(
      "plans.can_not_find_plan",
    );
    expect(refusalKey(runWith(api, changePlan({ ...input, lastChangeAtMillis: NOW - 86_400_000 })))).toBe(
      "plans.change_once_per_month",
    );
    const nowOnly = withSettings(productionSettings, {
      planChangeMode: { prepay: "NOW", postpay: "NOW", payg: "NOW" },
    });
    expect(
      refusalKey(runWith(api, changePlan({ ...input, settings: nowOnly, timing: "next_billing_date" }))),
    ).toBe("plans.change_timing_not_allowed");
    expect(
      refusalKey(
        runWith(api, changePlan({ ...input, product: { ...input.product, BillingReference: undefined } })),
      ),
    ).toBe("plans.no_current_plan");
    expect(api.mobile("m1")?.Addons.map((a) => a.ProductCatalogUUID)).toEqual(["small"]);
  });
  it("passes operator failures on", () => {
    const api = world();
    const result = runWith(api, changePlan({ ...input, customerUUID: "c9" }));
    expect(Either.isLeft(result) && result.left._tag).toBe("ApiFailure");
  });
});

describe("setAutoRenew (PLAN-06)", () => {
  it("turns auto renew off where allowed and refuses elsewhere", () => {
    const api = world();
    const addon = baseAddon(smallPlan);
    const off = runWith(api, setAutoRenew({ customerUUID: "c1", mobileUUID: "m1", addon, autoRenew: false }));
    expect(off).toEqual(Either.right({ MobileAddonUUID: "small-instance", AutoRenew: false }));
    const refused = runWith(
      api,
      setAutoRenew({
        customerUUID: "c1",
        mobileUUID: "m1",
        addon: { ...addon, AllowAutoRenew: "false" },
        autoRenew: true,
      }),
    );
    expect(refusalKey(refused)).toBe("plans.auto_renew_not_allowed");
  });
});

describe("plans password (PLAN-07)", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, Storage>, storage = makeMemoryStorage()) =>
    Effect.runSync(Effect.either(Effect.provideService(effect, Storage, storage)));
  it("hides a protected list until unlocked on this device", () => {
    const settings = withSettings(productionSettings, { plansPassword: "secret" });
    const storage = makeMemoryStorage();
    expect(run(isPlansListVisible(settings), storage)).toEqual(Either.right(false));
    expect(refusalKey(run(unlockPlansList(settings, "wrong"), storage))).toBe("plans.wrong_plans_password");
    expect(run(unlockPlansList(settings, "secret"), storage)).toEqual(Either.right(undefined));
    expect(run(isPlansListVisible(settings), storage)).toEqual(Either.right(true));
    const changed = withSettings(productionSettings, { plansPassword: "new" });
    expect(run(isPlansListVisible(changed), storage)).toEqual(Either.right(false));
  });
  it("shows an unprotected list without a password", () => {
    expect(run(isPlansListVisible(productionSettings))).toEqual(Either.right(true));
    expect(run(unlockPlansList(productionSettings, ""))).toEqual(Either.right(undefined));
  });
});
