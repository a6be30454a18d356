import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type {
  CancelPlanChangeReply,
  ChangeAddonAutoRenewReply,
  ChangeAddonAutoRenewRequest,
  ChangePlanReply,
  ChangePlanRequest,
  PlanChangeTarget,
  ScheduledPlanChangeReply,
} from "./plan-change-schemas";
import type {
  CatalogEntriesReply,
  CatalogEntriesRequest,
  PostpayMobilePlansReply,
  PrepayAddonsReply,
} from "./plan-lists";

/** The operator calls of plans, plan change and auto renew (spec 02 §7, 03 §7). */
export interface PlansApiService {
  /** GET /v1/:spid/postpay_mobile_plans */
  readonly postpayMobilePlans: () => Effect.Effect<PostpayMobilePlansReply, ApiError>;
  /** GET /v3/:spid/prepay_mobile_plans */
  readonly prepayMobilePlans: () => Effect.Effect<PrepayAddonsReply, ApiError>;
  /** POST /catalog/v2/entries */
  readonly catalogEntries: (request: CatalogEntriesRequest) => Effect.Effect<CatalogEntriesReply, ApiError>;
  /** POST /eshop/customer/change-plan */
  readonly changePlan: (request: ChangePlanRequest) => Effect.Effect<ChangePlanReply, ApiError>;
  /** The change waiting for the next billing date, if any. The spec names no call for it (see PlansApiRoutes). */
  readonly scheduledPlanChange: (
    target: PlanChangeTarget,
  ) => Effect.Effect<ScheduledPlanChangeReply, ApiError>;
  /** Cancels the waiting change. The spec names no call for it (see PlansApiRoutes). */
  readonly cancelPlanChange: (target: PlanChangeTarget) => Effect.Effect<CancelPlanChangeReply, ApiError>;
  /** POST /update/change-addon-auto-renew */
  readonly changeAddonAutoRenew: (
    request: ChangeAddonAutoRenewRequest,
  ) => Effect.Effect<ChangeAddonAutoRenewReply, ApiError>;
}

export class PlansApi extends Context.Tag("waea/PlansApi")<PlansApi, PlansApiService>() {}

/**
 * Method and path of each call, for the HTTP contract. The spec says a scheduled change can be cancelled but names
 * no call to read or cancel it: the two paths marked `proposed` follow the change-plan call and must be agreed with
 * the operator (the fake API serves them).
 */
export const PlansApiRoutes = {
  postpayMobilePlans: { method: "GET", path: "/v1/:spid/postpay_mobile_plans" },
  prepayMobilePlans: { method: "GET", path: "/v3/:spid/prepay_mobile_plans" },
  catalogEntries: { method: "POST", path: "/catalog/v2/entries" },
  changePlan: { method: "POST", path: "/eshop/customer/change-plan" },
  scheduledPlanChange: { method: "GET", path: "/eshop/customer/change-plan/scheduled", proposed: true },
  cancelPlanChange: { method: "POST", path: "/eshop/customer/change-plan/cancel", proposed: true },
  changeAddonAutoRenew: { method: "POST", path: "/update/change-addon-auto-renew" },
} as const satisfies Record<
  keyof PlansApiService,
  { readonly method: string; readonly path: string; readonly proposed?: boolean }
>;
