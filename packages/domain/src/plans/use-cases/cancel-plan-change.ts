import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import { decideCancelPlanChange } from "../plan-change";
import type { CancelPlanChangeReply, PlanChangeTarget } from "../plan-change-schemas";
import { PlansApi } from "../plans-api";
import { knownPlanRefusals } from "../plan-change-refusal";
import { PlansRefused } from "../plans-refused";

/** Cancel the plan change waiting for the next billing date (PLAN-05); refused when none is waiting. */
export const cancelPlanChange = (
  target: PlanChangeTarget,
): Effect.Effect<CancelPlanChangeReply, PlansRefused | ApiError, PlansApi> =>
  Effect.gen(function* () {
    const api = yield* PlansApi;
    const { ScheduledChange } = yield* api.scheduledPlanChange(target);
    const decision = decideCancelPlanChange(ScheduledChange);
    if (Either.isLeft(decision)) return yield* new PlansRefused(decision.left);
    return yield* knownPlanRefusals(api.cancelPlanChange(target));
  });
