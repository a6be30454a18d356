import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import * as Schema from "effect/Schema";
import { ChangePlanReply, ChangePlanRequest, ScheduledPlanChangeReply } from "./plan-change-schemas";
import { makeMemoryPlansApi, memoryPlansApiLayer } from "./plans-api-memory";
import { PlansApi, PlansApiRoutes } from "./plans-api";
import { baseAddon, dataAddon, plan, smallPlan, unlimitedPlan } from "./test-support";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const failed = (result: Either.Either<unknown, { readonly status?: number; readonly message?: string }>) =>
  Either.isLeft(result) ? `${result.left.status} ${result.left.message}` : "ok";

const makeApi = () =>
  makeMemoryPlansApi({
    postpayPlans: [{ ...smallPlan, ProductType: "postpaymobile" }],
    prepayAddons: [
      { ...unlimitedPlan, ProductType: "prepaymobileAddon" },
      { ...plan("fixed", { AllowAutoRenew: "false" }), ProductType: "prepaymobileAddon" },
    ],
    catalog: [dataAddon],
    mobiles: [
      {
        CustomerUUID: "c1",
        MobileUUID: "m1",
        Addons: [
          baseAddon(smallPlan, { ExpiresAtNanos: Date.parse("2026-07-01T00:00:00Z") * 1e6 }),
          { UUID: "fixed-addon", Name: "Fixed", AllowAutoRenew: "false" },
        ],
      },
      { CustomerUUID: "c1", MobileUUID: "m2", Addons: [baseAddon(smallPlan)] },
    ],
    nowMillis: () => Date.parse("2026-06-10T00:00:00Z"),
  });

const change = (changes: Record<string, unknown> = {}) => ({
  NewAddonAutoRenew: true,
  ChangeNow: true,
  NewAddonAvailabilityUUID: "unl-av",
  OldAddonUUID: "small-instance",
  CustomerUUID: "c1",
  MobileUUID: "m1",
  ...changes,
});

describe("in-memory plans API", () => {
  it("serves the plan lists and the catalog by product type", () => {
    const api = makeApi();
    expect(Effect.runSync(api.postpayMobilePlans()).PostpayMobilePlans).toHaveLength(1);
    expect(Effect.runSync(api.prepayMobilePlans()).PrepayAddons).toHaveLength(2);
    const request = {
      ProductTypeList: ["mobileAddon" as const],
      SearchOptions: { PageSize: 1000 },
      CustomerInfo: { ID: "c1" },
    };
    expect(Effect.runSync(api.catalogEntries(request))).toEqual({
      Entries: [dataAddon],
      PageInfo: { TotalItemCount: 1 },
    });
    expect(failed(run(api.catalogEntries({ ...request, CustomerInfo: { ID: " " } })))).toBe(
      "400 current account not specified",
    );
    expect(failed(run(api.catalogEntries({ ...request, ProductTypeList: [] })))).toBe(
      "400 ProductTypeList is empty",
    );
    expect(failed(run(api.catalogEntries({ ...request, SearchOptions: { PageSize: 1001 } })))).toBe(
      "400 PageSize must be from 1 to 1000",
    );
  });
  it("changes a plan now: a new base add-on expiring a month ahead", () => {
    const api = makeApi();
    const reply = Effect.runSync(api.changePlan(change()));
    expect(reply).toEqual({
      ChangeNow: true,
      NewAddonUUID: "m1-addon-1",
      ExpiresAtNanos: Date.parse("2026-07-10T00:00:00Z") * 1e6,
    });
    const addons = api.mobile("m1")?.Addons ?? [];
    expect(addons.map((a) => a.UUID)).toEqual(["fixed-addon", "m1-addon-1"]);
    expect(addons[1]).toMatchObject({
      ProductCatalogUUID: "unl",
      AutoRenew: true,
      AllowAutoRenew: "true",
      RetailCents: 4500,
    });
  });
  it("schedules a change for the old plan's expiry, then cancels it", () => {
    const api = makeApi();
    expect(
      Effect.runSync(api.changePlan(change({ ChangeNow: false, NewAddonAvailabilityUUID: "fixed-av" }))),
    ).toEqual({
      ChangeNow: false,
      EffectiveAtNanos: Date.parse("2026-07-01T00:00:00Z") * 1e6,
    });
    const target = { CustomerUUID: "c1", MobileUUID: "m1" };
    expect(Effect.runSync(api.scheduledPlanChange(target)).ScheduledChange).toMatchObject({
      NewAddonAvailabilityUUID: "fixed-av",
      NewAddonAutoRenew: false,
    });
    expect(failed(run(api.changePlan(change())))).toBe("409 a plan change is already scheduled");
    expect(Effect.runSync(api.cancelPlanChange(target))).toEqual({ Cancelled: true });
    expect(Effect.runSync(api.scheduledPlanChange(target))).toEqual({});
    expect(failed(run(api.cancelPlanChange(target)))).toBe("404 no scheduled plan change");
  });
  it("schedules a month ahead when the old plan has no expiry", () => {
    const api = makeApi();
    const reply = Effect.runSync(api.changePlan(change({ ChangeNow: false, MobileUUID: "m2" })));
    expect(reply.EffectiveAtNanos).toBe(Date.parse("2026-07-10T00:00:00Z") * 1e6);
  });
  it("refuses bad changes", () => {
    const api = makeApi();
    expect(failed(run(api.changePlan(change({ CustomerUUID: "" }))))).toBe("400 no uuid");
    expect(failed(run(api.changePlan(change({ MobileUUID: "m9" }))))).toBe("404 mobile product not found");
    expect(failed(run(api.changePlan(change({ CustomerUUID: "c2" }))))).toBe("404 mobile product not found");
    expect(failed(run(api.changePlan(change({ OldAddonUUID: "x" }))))).toBe("404 add-on not found");
    expect(failed(run(api.changePlan(change({ NewAddonAvailabilityUUID: "x" }))))).toBe(
      "404 can_not_find_plan",
    );
    expect(failed(run(api.changePlan(change({ NewAddonAvailabilityUUID: "small-av" }))))).toBe(
      "400 you_already_have_this_plan",
    );
  });
  it("turns auto renew on and off where allowed", () => {
    const api = makeApi();
    const request = {
      MobileAddonUUID: "small-instance",
      MobileUUID: "m1",
      CustomerUUID: "c1",
      AutoRenew: false,
    };
    expect(Effect.runSync(api.changeAddonAutoRenew(request))).toEqual({
      MobileAddonUUID: "small-instance",
      AutoRenew: false,
    });
    expect(api.mobile("m1")?.Addons[0]?.AutoRenew).toBe(false);
    expect(failed(run(api.changeAddonAutoRenew({ ...request, MobileAddonUUID: "fixed-addon" })))).toBe(
      "400 auto renew is not allowed",
    );
    expect(failed(run(api.changeAddonAutoRenew({ ...request, MobileAddonUUID: "nope" })))).toBe(
      "404 add-on not found",
    );
  });
  it("works with no seed and lists a route for every method", () => {
    const api = makeMemoryPlansApi();
    expect(Effect.runSync(api.postpayMobilePlans())).toEqual({ PostpayMobilePlans: [] });
    expect(Object.keys(PlansApiRoutes).sort()).toEqual(
      Object.keys(api)
        .filter((k) => k !== "mobile")
        .sort(),
    );
  });
});

describe("plans API schemas and layer", () => {
  it("decode the change-plan call with the operator's field names", () => {
    expect(Either.isRight(Schema.decodeUnknownEither(ChangePlanRequest)(change()))).toBe(true);
    expect(Either.isLeft(Schema.decodeUnknownEither(ChangePlanRequest)(change({ ChangeNow: "yes" })))).toBe(
      true,
    );
    expect(Schema.decodeUnknownSync(ChangePlanReply)({ ChangeNow: false, EffectiveAtNanos: 5 })).toEqual({
      ChangeNow: false,
      EffectiveAtNanos: 5,
    });
    expect(Schema.decodeUnknownSync(ScheduledPlanChangeReply)({})).toEqual({});
  });
  it("provides the in-memory API as a layer", () => {
    const program = Effect.flatMap(PlansApi, (api) => api.prepayMobilePlans());
    const reply = Effect.runSync(Effect.provide(program, memoryPlansApiLayer({ prepayAddons: [dataAddon] })));
    expect(reply.PrepayAddons).toEqual([dataAddon]);
  });
});
