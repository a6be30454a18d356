import type { BillingKind, ProductAddon } from "@waea/domain/account";
import {
  addOneMonth,
  catalogProductTypes,
  initialAutoRenew,
  isBasePlanEntry,
  isOffered,
  type Availability,
  type CatalogEntry,
  type ScheduledPlanChange,
} from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import type { CoreProduct } from "../world/core";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";

/** The plans a product of a kind may change to: the base plans of its plan list that are offered. */
export const plansFor = (
  catalog: ReadonlyArray<CatalogEntry>,
  kind: BillingKind,
): ReadonlyArray<CatalogEntry> => {
  const types = catalogProductTypes(kind, "plans");
  return catalog.filter(
    (entry) =>
      entry.ProductType !== undefined &&
      types.includes(entry.ProductType) &&
      isBasePlanEntry(entry) &&
      isOffered(entry),
  );
};

/**
 * A product with the plan `oldAddonUUID` replaced by a new base plan from `at` (epoch ms), expiring a month on.
 */
export const withNewPlan = (
  seed: number,
  product: CoreProduct,
  change: {
    readonly oldAddonUUID: string;
    readonly plan: CatalogEntry;
    readonly availability: Availability;
    readonly autoRenew: boolean;
    readonly at: number;
  },
): { readonly product: CoreProduct; readonly addon: ProductAddon } => {
  const allow = change.plan.Characteristics?.AllowAutoRenew;
  const addon: ProductAddon = {
    // From the product, the instant and the plan: no counter moves, so working out a view writes nothing.
    UUID: uuidFor(seed, `plan-change:${product.UUID}:${change.at}:${change.availability.UUID}`),
    Name: change.availability.RetailName ?? change.plan.Name,
    Status: "ACTIVE",
    ProductCatalogUUID: change.plan.UUID,
    ProductAvailabilityUUID: change.availability.UUID,
    IsBasePlan: true,
    AutoRenew: initialAutoRenew(allow, change.autoRenew),
    ...(allow === undefined ? {} : { AllowAutoRenew: allow }),
    CreatedAtNanos: millisToNanos(change.at),
    ExpiresAtNanos: millisToNanos(addOneMonth(change.at)),
    ...(change.availability.RetailCents === undefined
      ? {}
      : { RetailCents: change.availability.RetailCents }),
  };
  const addons = [...(product.Addons ?? []).filter((a) => a.UUID !== change.oldAddonUUID), addon];
  return { product: { ...product, Addons: addons }, addon };
};

/** A product's plan state: the change waiting for its billing date and when the plan was last changed. */
export interface PlanView {
  readonly product: CoreProduct;
  readonly scheduled: ScheduledPlanChange | undefined;
  readonly lastChangeAt: number | undefined;
}

/** The plan view of a product (due changes were applied before the handler ran: plans-due.ts). */
export const planView = (world: World, product: CoreProduct): PlanView => ({
  product,
  scheduled: world.plans.scheduled[product.UUID],
  lastChangeAt: world.plans.lastChangeAt[product.UUID],
});

/** Saves a plan view (and whatever the handler changed on top of it). */
export const savePlanView = (world: World, view: PlanView): void => {
  const plans = world.plans;
  world.core.products[view.product.UUID] = view.product;
  if (view.scheduled === undefined) delete plans.scheduled[view.product.UUID];
  else plans.scheduled[view.product.UUID] = view.scheduled;
  if (view.lastChangeAt !== undefined) plans.lastChangeAt[view.product.UUID] = view.lastChangeAt;
};
