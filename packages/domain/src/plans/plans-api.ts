import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError, IntentKey } from "../ports";
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

/** The operator calls of plans, plan change and auto renew (spec 02 §7, 03 §7), named by their contract entries. */
export interface PlansApiService {
  /** plans.postpayMobilePlans: the postpay mobile plans. */
  readonly postpayMobilePlans: () => Effect.Effect<PostpayMobilePlansReply, ApiError>;
  /** plans.prepayMobilePlans: the prepay and PAYG base plans and add-ons. */
  readonly prepayMobilePlans: () => Effect.Effect<PrepayAddonsReply, ApiError>;
  /** plans.catalogEntries: catalog entries of some product types, with the customer's offers applied. */
  readonly catalogEntries: (request: CatalogEntriesRequest) => Effect.Effect<CatalogEntriesReply, ApiError>;
  /** plans.changePlan: changes the base plan now (charged: keyed by its intent) or at the next billing date. */
  readonly changePlan: (
    request: ChangePlanRequest,
    intent: IntentKey,
  ) => Effect.Effect<ChangePlanReply, ApiError>;
  /** plans.scheduledPlanChange: the change waiting for the next billing date, if any (a call the spec does not name). */
  readonly scheduledPlanChange: (
    target: PlanChangeTarget,
  ) => Effect.Effect<ScheduledPlanChangeReply, ApiError>;
  /** plans.cancelPlanChange: cancels the waiting change (a call the spec does not name). */
  readonly cancelPlanChange: (target: PlanChangeTarget) => Effect.Effect<CancelPlanChangeReply, ApiError>;
  /** plans.changeAddonAutoRenew: turns auto renew of an add-on on or off. */
  readonly changeAddonAutoRenew: (
    request: ChangeAddonAutoRenewRequest,
  ) => Effect.Effect<ChangeAddonAutoRenewReply, ApiError>;
}

export class PlansApi extends Context.Tag("waea/PlansApi")<PlansApi, PlansApiService>() {}
