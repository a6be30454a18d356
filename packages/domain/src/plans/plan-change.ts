import * as Either from "effect/Either";
import type { ProductAddon } from "../account";
import type { PlanChangeMode, PlanKind } from "../config";
import type { Availability, CatalogEntry } from "./catalog-entry";
import { isSamePlan, planChoice } from "./plan-choice";
import { canChangePlanAgain, nextPlanChangeAllowedAt } from "./plan-change-interval";
import { planChangeTimings, type PlanChangeTiming } from "./plan-change-mode";

export const PlanChangeRefusalKeys = {
  /** spec 02 §4 */
  alreadyHaveThisPlan: "plans.you_already_have_this_plan",
  /** spec 02 §4 */
  canNotFindPlan: "plans.can_not_find_plan",
  oncePerMonth: "plans.change_once_per_month",
  timingNotAllowed: "plans.change_timing_not_allowed",
  alreadyScheduled: "plans.change_already_scheduled",
  noCurrentPlan: "plans.no_current_plan",
  noScheduledChange: "plans.no_scheduled_change",
} as const;
export type PlanChangeRefusalKey = (typeof PlanChangeRefusalKeys)[keyof typeof PlanChangeRefusalKeys];

export interface PlanChangeRefusal {
  readonly key: PlanChangeRefusalKey;
  /** For the once-per-month refusal: from when the next change is allowed, for the UI to show as a date. */
  readonly nextChangeAtMillis?: number;
}

/** Everything the rule needs to know; time comes in as `nowMillis`. */
export interface PlanChangeFacts {
  /** The plan the product is on now (its base-plan add-on). */
  readonly currentPlan:
    Pick<ProductAddon, "UUID" | "ProductCatalogUUID" | "ProductAvailabilityUUID"> | undefined;
  readonly newAvailabilityUUID: string;
  /** The product's plan kind (its billing type): which plans it may change to (planChoice). */
  readonly kind: PlanKind;
  /** The plans the customer may choose from (the plan list of the product's kind). */
  readonly plans: ReadonlyArray<CatalogEntry>;
  readonly mode: PlanChangeMode;
  readonly timing: PlanChangeTiming;
  /** When the plan was last changed; undefined when it never was. */
  readonly lastChangeAtMillis: number | undefined;
  readonly nowMillis: number;
  /** Whether a change at the next billing date is already waiting. */
  readonly scheduled: boolean;
}

export interface AllowedPlanChange {
  readonly plan: CatalogEntry;
  readonly availability: Availability;
  readonly oldAddonUUID: string;
  readonly timing: PlanChangeTiming;
}

/** The plan holding an availability; one marked Available false cannot be chosen and counts as not found. */
export const findPlanByAvailability = (
  plans: ReadonlyArray<CatalogEntry>,
  availabilityUUID: string,
): { readonly plan: CatalogEntry; readonly availability: Availability } | undefined => {
  for (const plan of plans) {
    const availability = plan.Availabilities.find((a) => a.UUID === availabilityUUID);
    if (availability !== undefined && availability.Available !== false) return { plan, availability };
  }
  return undefined;
};

const refuse = (key: PlanChangeRefusalKey, nextChangeAtMillis?: number) =>
  Either.left<PlanChangeRefusal>(nextChangeAtMillis === undefined ? { key } : { key, nextChangeAtMillis });

/**
 * May the customer change to this plan now (PLAN-05)? In this order: the new plan must exist
 * (can_not_find_plan); there must be a current plan to change from; the new plan must differ from it
 * (you_already_have_this_plan) and be one the product may change to (planChoice: of its kind, on sale, a PAYG plan
 * for a PAYG product only; can_not_find_plan otherwise); the chosen timing must be one the mode offers; a change
 * already scheduled must be cancelled before another is made; and a plan is changed only once per month.
 */
export const decidePlanChange = (
  facts: PlanChangeFacts,
): Either.Either<AllowedPlanChange, PlanChangeRefusal> => {
  const found = findPlanByAvailability(facts.plans, facts.newAvailabilityUUID);
  if (found === undefined) return refuse(PlanChangeRefusalKeys.canNotFindPlan);
  const current = facts.currentPlan;
  if (current === undefined) return refuse(PlanChangeRefusalKeys.noCurrentPlan);
  if (isSamePlan(current, found.plan, found.availability))
    return refuse(PlanChangeRefusalKeys.alreadyHaveThisPlan);
  if (planChoice({ kind: facts.kind, current }, found.plan) !== "change")
    return refuse(PlanChangeRefusalKeys.canNotFindPlan);
  if (!planChangeTimings(facts.mode).includes(facts.timing))
    return refuse(PlanChangeRefusalKeys.timingNotAllowed);
  if (facts.scheduled) return refuse(PlanChangeRefusalKeys.alreadyScheduled);
  if (!canChangePlanAgain(facts.lastChangeAtMillis, facts.nowMillis))
    return refuse(PlanChangeRefusalKeys.oncePerMonth, nextPlanChangeAllowedAt(facts.lastChangeAtMillis));
  return Either.right({ ...found, oldAddonUUID: current.UUID, timing: facts.timing });
};

/** A scheduled change can be cancelled; with none waiting there is nothing to cancel. */
export const decideCancelPlanChange = <S>(scheduled: S | undefined): Either.Either<S, PlanChangeRefusal> =>
  scheduled === undefined ? refuse(PlanChangeRefusalKeys.noScheduledChange) : Either.right(scheduled);

// In its own file: the dashboard's plan section needs it without the plan change rules.
export { currentBasePlan } from "./base-plan";
