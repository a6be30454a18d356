import * as Layer from "effect/Layer";
import { PlansApi, type PlansApiService } from "@waea/domain/plans/api";
import type { ApiClient } from "../client";

/** The PlansApi port over HTTP: plan lists cached 1 minute, writes clearing what they change (the contract). */
export const makeHttpPlansApi = (client: ApiClient): PlansApiService => {
  const plans = client.api.plans;
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

export const httpPlansLayer = (client: ApiClient): Layer.Layer<PlansApi> =>
  Layer.succeed(PlansApi, makeHttpPlansApi(client));
