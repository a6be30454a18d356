import * as Layer from "effect/Layer";
import { PlansApi, type PlansApiService } from "@waea/domain/plans/api";
import type { HttpApiClient } from "../client";
import { plansCalls } from "../contract/plans";

/** The PlansApi port over HTTP: plan lists cached 1 minute, writes clearing what they change (the contract). */
export const makeHttpPlansApi = (client: HttpApiClient): PlansApiService => {
  const plans = client.calls(plansCalls);
  return {
    postpayMobilePlans: () => plans.postpayMobilePlans(),
    prepayMobilePlans: () => plans.prepayMobilePlans(),
    catalogEntries: (request) => plans.catalogEntries({ body: request }),
    changePlan: (request, idempotencyKey) => plans.changePlan({ body: request, idempotencyKey }),
    scheduledPlanChange: (target) => plans.scheduledPlanChange({ query: target }),
    cancelPlanChange: (target) => plans.cancelPlanChange({ body: target }),
    changeAddonAutoRenew: (request) => plans.changeAddonAutoRenew({ body: request }),
  };
};

export const httpPlansLayer = (client: HttpApiClient): Layer.Layer<PlansApi> =>
  Layer.succeed(PlansApi, makeHttpPlansApi(client));
