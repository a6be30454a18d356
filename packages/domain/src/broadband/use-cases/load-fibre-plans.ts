import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import type { BroadbandPlan } from "../broadband-plan";

/**
 * Every fibre plan the operator sells, at its price (BB-03, the public /ufb and /ufb-package pages): the flow's own
 * /ufb/plans call without a location. Which of them a premises can have is the flow's availability check.
 */
export const loadFibrePlans: Effect.Effect<
  ReadonlyArray<BroadbandPlan>,
  ApiError,
  BroadbandApi
> = Effect.flatMap(BroadbandApi, (api) => Effect.map(api.ufbPlans({ SPID }), (reply) => reply.Plans));
