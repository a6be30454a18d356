import * as Effect from "effect/Effect";
import { billingKind, type MobileProduct, type ProductAddon } from "../../account";
import type { PlanKind, Settings } from "../../config";
import { nanosToMillis, type ApiError } from "../../ports";
import type { Availability, CatalogEntry } from "../catalog-entry";
import { currentBasePlan, findPlanByAvailability } from "../plan-change";
import { listedPlans } from "../plan-choice";
import { planChangeMode, planChangeTimings, type PlanChangeTiming } from "../plan-change-mode";
import type { ScheduledPlanChange } from "../plan-change-schemas";
import { PlansApi } from "../plans-api";
import { loadPlans } from "./load-plans";

/** A change waiting for the next billing date, with the plan it changes to and when it takes effect. */
export interface WaitingPlanChange {
  readonly change: ScheduledPlanChange;
  /** The plan it changes to (undefined when the catalog no longer offers it). */
  readonly plan: { readonly plan: CatalogEntry; readonly availability: Availability } | undefined;
  /** Epoch ms; undefined when the operator did not say. */
  readonly effectiveAtMillis: number | undefined;
}

/** What the plan pages show of a mobile product (PLAN-02, PLAN-03, PLAN-05). */
export interface PlanState {
  readonly kind: PlanKind | undefined;
  /** The plan the product is on and the plans it may change to (listedPlans), in priority order. */
  readonly plans: ReadonlyArray<CatalogEntry>;
  /** The add-on the product is on as its plan. */
  readonly current: ProductAddon | undefined;
  /** Its catalog entry, for the display rules of spec 02 §9. */
  readonly currentEntry: CatalogEntry | undefined;
  /** The other add-ons on the product. */
  readonly addons: ReadonlyArray<ProductAddon>;
  readonly waiting: WaitingPlanChange | undefined;
  /** How a change may be made, in the order offered: the plan-change mode of the product's kind. */
  readonly timings: ReadonlyArray<PlanChangeTiming>;
}

/**
 * A mobile product's plan as the plan pages show it: the plan list of its kind, the current plan and its catalog
 * entry, its other add-ons, the change waiting for the next billing date, and the timings the mode allows. A
 * product without a billing kind (not activated) has no plans to change to.
 */
export const loadPlanState = (input: {
  readonly customerUUID: string;
  readonly product: Pick<MobileProduct, "UUID" | "BillingReference" | "Addons">;
  readonly settings: Pick<Settings, "planChangeMode">;
}): Effect.Effect<PlanState, ApiError, PlansApi> =>
  Effect.gen(function* () {
    const kind = billingKind(input.product.BillingReference);
    const current = currentBasePlan(input.product.Addons);
    const addons = (input.product.Addons ?? []).filter((addon) => addon !== current);
    if (kind === undefined)
      return { kind, plans: [], current, currentEntry: undefined, addons, waiting: undefined, timings: [] };
    const api = yield* PlansApi;
    const target = { CustomerUUID: input.customerUUID, MobileUUID: input.product.UUID };
    const [all, scheduled] = yield* Effect.all([loadPlans(kind), api.scheduledPlanChange(target)], {
      concurrency: "unbounded",
    });
    const plans = listedPlans({ kind, current }, all);
    const currentEntry =
      current === undefined
        ? undefined
        : (plans.find((entry) => entry.UUID === current.ProductCatalogUUID) ??
          findPlanByAvailability(plans, current.ProductAvailabilityUUID ?? "")?.plan);
    const change = scheduled.ScheduledChange;
    const waiting =
      change === undefined
        ? undefined
        : {
            change,
            plan: findPlanByAvailability(plans, change.NewAddonAvailabilityUUID),
            effectiveAtMillis:
              change.EffectiveAtNanos === undefined ? undefined : nanosToMillis(change.EffectiveAtNanos),
          };
    return {
      kind,
      plans,
      current,
      currentEntry,
      addons,
      waiting,
      timings: planChangeTimings(planChangeMode(input.settings, kind)),
    };
  });
