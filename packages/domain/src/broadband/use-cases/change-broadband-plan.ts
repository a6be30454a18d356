import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { BroadbandRefused } from "../broadband-errors";
import type { BroadbandNetwork, BroadbandPlan } from "../broadband-plan";
import type { ChangePlanReply } from "../change-plan";

/**
 * The customer moves their broadband product to another plan (BB-02): only to one of the plans offered to it
 * ('No FWA Plans data' when the choice is not among them), through /fwa/change-plan or /ufb/change-plan.
 */
export const changeBroadbandPlan = (input: {
  readonly network: BroadbandNetwork;
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly plan: Pick<BroadbandPlan, "ID">;
  readonly offered: ReadonlyArray<Pick<BroadbandPlan, "ID">>;
}): Effect.Effect<ChangePlanReply, ApiError | BroadbandRefused, BroadbandApi> =>
  Effect.gen(function* () {
    if (!input.offered.some((plan) => plan.ID === input.plan.ID))
      return yield* new BroadbandRefused({ key: "broadband.no_fwa_plans" });
    const api = yield* BroadbandApi;
    return yield* api.changePlan(input.network, {
      UUID: input.productUUID,
      ProductAvailabilityUUID: input.plan.ID,
      CustomerUUID: input.customerUUID,
    });
  });
