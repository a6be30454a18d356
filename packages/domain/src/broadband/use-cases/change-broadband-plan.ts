import * as Effect from "effect/Effect";
import { knownPlanRefusals, PlanChangeRefusalKeys, PlansRefused } from "../../plans";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { BroadbandRefused } from "../broadband-errors";
import type { BroadbandNetwork, BroadbandPlan } from "../broadband-plan";
import type { ChangePlanReply } from "../change-plan";

/**
 * The customer moves their broadband product to another plan (BB-02), refused as the operator refuses it: the plan
 * the product is on is "You already have this plan" (spec 02 §4); a plan that is not among those offered to it is
 * 'No FWA Plans data' (spec 03 §8); neither reaches the operator. The change goes through /fwa/change-plan or
 * /ufb/change-plan, whose own refusals (the plan already held, once a month) come back as PlansRefused.
 */
export const changeBroadbandPlan = (input: {
  readonly network: BroadbandNetwork;
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly plan: Pick<BroadbandPlan, "ID">;
  /** The plan the product is on: its base plan's ProductAvailabilityUUID (undefined when it has none). */
  readonly current: string | undefined;
  readonly offered: ReadonlyArray<Pick<BroadbandPlan, "ID">>;
}): Effect.Effect<ChangePlanReply, ApiError | BroadbandRefused | PlansRefused, BroadbandApi> =>
  Effect.gen(function* () {
    if (input.current !== undefined && input.plan.ID === input.current)
      return yield* new PlansRefused({ key: PlanChangeRefusalKeys.alreadyHaveThisPlan });
    if (!input.offered.some((plan) => plan.ID === input.plan.ID))
      return yield* new BroadbandRefused({ key: "broadband.no_fwa_plans" });
    const api = yield* BroadbandApi;
    return yield* knownPlanRefusals(
      api.changePlan(input.network, {
        UUID: input.productUUID,
        ProductAvailabilityUUID: input.plan.ID,
        CustomerUUID: input.customerUUID,
      }),
    );
  });
