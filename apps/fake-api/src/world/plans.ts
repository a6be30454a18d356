import type { CatalogEntry, ScheduledPlanChange } from "@waea/domain/plans";
import type { CoreState } from "./core";
import { seedCatalog } from "./plans-catalog";
import type { SeedContext } from "./seed-context";

/**
 * The plans slice: the catalog (plans and add-ons of every ProductType, in priority order), the plan changes
 * waiting for the next billing date and when each product's plan was last changed (the once-per-month rule). The
 * plans a product is on live in core, as its Addons.
 */
export interface PlansState {
  readonly catalog: ReadonlyArray<CatalogEntry>;
  /** By mobile product UUID. */
  readonly scheduled: Record<string, ScheduledPlanChange>;
  /** By mobile product UUID: epoch ms of the last change that took effect. */
  readonly lastChangeAt: Record<string, number>;
}

/**
 * Seeds the catalog. Core puts a base plan (`catalog:<kind>:base`) and for some a "Data 5GB" add-on
 * (`catalog:data-5gb`) on the demo products; the catalog holds those entries under the same labels. No change is
 * scheduled and no plan was changed recently, so every demo product may change its plan.
 */
export const seedPlans = (ctx: SeedContext, _core: CoreState): PlansState => ({
  catalog: seedCatalog(ctx),
  scheduled: {},
  lastChangeAt: {},
});
