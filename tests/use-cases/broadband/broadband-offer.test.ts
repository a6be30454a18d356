import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import {
  changeBroadbandPlan,
  fwaChangePlanOptions,
  loadBroadbandOffer,
  loadFibrePlans,
  planSpeeds,
} from "@waea/domain/broadband";
import { BroadbandApi } from "@waea/domain/broadband/api";
import { AccountProductsApi } from "@waea/domain/checks/api";
import { currentBasePlan } from "@waea/domain/plans";
import { signedIn, withFakeApi, visitor } from "../support/fake-api";
import { requestLog } from "../sim/request-log";
import { premises } from "./broadband-fixtures";

const api = withFakeApi();

describe("loadBroadbandOffer (BB-01, BB-02)", () => {
  it("offers fixed wireless plans with the modems on sale, fibre plans without; no fibre there is refused", async () => {
    const someone = visitor(api());
    const queenStreet = await premises(someone, "12 Queen Street");
    const wireless = await someone.run(loadBroadbandOffer("fwa", queenStreet));
    expect(wireless).toMatchObject({
      availability: "service_available",
      serviceAvailabilityUUID: expect.any(String),
    });
    expect(wireless.plans.length).toBeGreaterThan(0);
    expect(wireless.plans.every((plan) => plan.BroadbandProductType === "FWA")).toBe(true);
    expect(wireless.modems.map((modem) => modem.Name)).toEqual(
      [...wireless.modems.map((modem) => modem.Name)].sort((a, b) => b.localeCompare(a)),
    );
    expect(wireless.modems.map((modem) => modem.Name)).not.toContain("Huawei B315 4G Modem"); // retired
    const fibre = await someone.run(loadBroadbandOffer("ufb", queenStreet));
    expect(fibre.modems).toEqual([]);
    expect(fibre.plans.every((plan) => plan.BroadbandProductType === "UFB")).toBe(true);
    const napier = await premises(someone, "3 Marine Parade");
    expect(await someone.attempt(loadBroadbandOffer("ufb", napier))).toMatchObject({
      left: { _tag: "BroadbandRefused", key: "broadband.no_fibre_services" },
    });
  });

  it("says 'No FWA Plans data', then 'No modem data', when the operator has none on sale", async () => {
    const someone = visitor(api());
    const queenStreet = await premises(someone, "12 Queen Street");
    // no door of the API takes plans or modems off sale: the world is changed here, as the operator would
    const plans = api().store.world.broadband.plans;
    Object.assign(api().store.world.broadband, {
      plans: plans.filter((plan) => plan.BroadbandProductType !== "FWA"),
    });
    expect(await someone.attempt(loadBroadbandOffer("fwa", queenStreet))).toMatchObject({
      left: { key: "broadband.no_fwa_plans" },
    });
    await api().reset();
    const catalog = api().store.world.cart.catalog;
    Object.assign(api().store.world.cart, {
      catalog: catalog.filter((variant) => variant.PhysicalType !== "MODEM"),
    });
    expect(await visitor(api()).attempt(loadBroadbandOffer("fwa", queenStreet))).toMatchObject({
      left: { key: "broadband.no_modem_data" },
    });
  });
});

describe("loadFibrePlans (BB-03, the public fibre pages)", () => {
  it("BB-03: a visitor reads every fibre plan with its speeds and price before any address, the same plans a premises offers", async () => {
    const someone = visitor(api());
    const plans = await someone.run(loadFibrePlans);
    expect(plans.length).toBeGreaterThan(1);
    expect(plans.every((plan) => plan.BroadbandProductType === "UFB" && plan.Price > 0)).toBe(true);
    expect(plans.every((plan) => planSpeeds(plan) !== undefined)).toBe(true);
    const atQueenStreet = await someone.run(
      loadBroadbandOffer("ufb", await premises(someone, "12 Queen Street")),
    );
    expect(atQueenStreet.plans).toEqual(plans);
  });
});

describe("changing a fixed wireless plan (BB-02)", () => {
  it("offers the other plans and changes to one of them at once; a plan not offered is refused without a call", async () => {
    const log = requestLog(api());
    const fwa = await signedIn(log.api, "fwa@waea.test");
    const { Products } = await fwa.run(
      Effect.flatMap(BroadbandApi, (broadband) => broadband.fwaProducts(fwa.customer)),
    );
    const productUUID = Products[0]?.UUID ?? "";
    const { MobileProducts } = await fwa.run(
      Effect.flatMap(AccountProductsApi, (products) => products.mobileProducts(fwa.customer)),
    );
    const current = currentBasePlan(
      MobileProducts.find((p) => p.UUID === productUUID)?.Addons,
    )?.ProductAvailabilityUUID;
    expect(current).toEqual(expect.any(String));
    const offered = await fwa.run(fwaChangePlanOptions(fwa.customer, productUUID));
    expect(offered.length).toBeGreaterThan(0);
    const [plan] = offered;
    const change = { network: "fwa", customerUUID: fwa.customer, productUUID, current, offered } as const;
    expect(await fwa.run(changeBroadbandPlan({ ...change, plan: { ID: plan?.ID ?? "" } }))).toEqual({
      UUID: productUUID,
      ProductAvailabilityUUID: plan?.ID,
      Status: "COMPLETED",
    });
    expect(
      (await fwa.run(fwaChangePlanOptions(fwa.customer, productUUID))).map((option) => option.ID),
    ).not.toContain(plan?.ID);
    log.clear();
    expect(await fwa.attempt(changeBroadbandPlan({ ...change, plan: { ID: "a-fibre-plan" } }))).toMatchObject(
      {
        left: { _tag: "BroadbandRefused", key: "broadband.no_fwa_plans" },
      },
    );
    expect(log.requests()).toEqual([]);
    expect(await fwa.attempt(fwaChangePlanOptions(fwa.customer, "no-such-product"))).toMatchObject({
      left: { _tag: "ApiFailure", status: 404 },
    });
  });

  it("refuses the plan the product is on as the operator does, without a call, and passes the once-a-month refusal on in the spec's words", async () => {
    const log = requestLog(api());
    const fwa = await signedIn(log.api, "fwa@waea.test");
    const { MobileProducts } = await fwa.run(
      Effect.flatMap(AccountProductsApi, (products) => products.mobileProducts(fwa.customer)),
    );
    const product = MobileProducts.find((p) => p.ProductType === "mobileFWA");
    const productUUID = product?.UUID ?? "";
    const current = currentBasePlan(product?.Addons)?.ProductAvailabilityUUID ?? "";
    const offered = await fwa.run(fwaChangePlanOptions(fwa.customer, productUUID));
    const change = { network: "fwa", customerUUID: fwa.customer, productUUID, current, offered } as const;
    log.clear();
    expect(await fwa.attempt(changeBroadbandPlan({ ...change, plan: { ID: current } }))).toMatchObject({
      left: { _tag: "PlansRefused", key: "plans.you_already_have_this_plan" },
    });
    expect(log.requests()).toEqual([]);
    const [first, second] = offered;
    await fwa.run(changeBroadbandPlan({ ...change, plan: { ID: first?.ID ?? "" } }));
    expect(
      await fwa.attempt(changeBroadbandPlan({ ...change, plan: { ID: second?.ID ?? "" } })),
    ).toMatchObject({
      left: { _tag: "PlansRefused", key: "plans.change_once_per_month" },
    });
  });
});
