import type { BillingKind, ProductAddon } from "@waea/domain/account";
import {
  addOneMonth,
  catalogProductTypes,
  findPlanByAvailability,
  initialAutoRenew,
  isBasePlanEntry,
  isOffered,
  type Availability,
  type CatalogEntry,
  type ScheduledPlanChange,
} from "@waea/domain/plans";
import type { Charge } from "@waea/domain/billing";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import type { SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import { uuidFor } from "../world/prng";

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

/** What a change of plan costs: charged at once, without pro-ration (spec 02 §4). */
const planCharge = (seed: number, productUuid: string, addon: ProductAddon): Charge => ({
  UUID: uuidFor(seed, `charge:${addon.UUID}`),
  Description: `Plan change: ${addon.Name}`,
  AmountCents: addon.RetailCents ?? 0,
  CreatedAtNanos: addon.CreatedAtNanos ?? 0,
  ProductInstanceUUID: productUuid,
  Type: "plan",
});

/**
 * A product with the plan `oldAddonUUID` replaced by a new base plan from `at` (epoch ms), expiring a month on, and
 * the charge for it.
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
): { readonly product: CoreProduct; readonly addon: ProductAddon; readonly charge: Charge } => {
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
  return { product: { ...product, Addons: addons }, addon, charge: planCharge(seed, product.UUID, addon) };
};

/** A product's plan state at an instant: a scheduled change whose time has come counts as made. */
export interface PlanView {
  readonly product: CoreProduct;
  readonly scheduled: ScheduledPlanChange | undefined;
  readonly lastChangeAt: number | undefined;
  /** A scheduled change was applied: the view differs from the world and is saved with the next write. */
  readonly applied: boolean;
  /** Charges of the changes in the view, added to the account's charges when it is saved. */
  readonly charges: ReadonlyArray<Charge>;
}

/**
 * The plan view of a product at `now`, without writing anything (a refused request must change nothing). A due
 * change replaces the old plan from its effective time; a plan that is no longer offered leaves the product as it is.
 */
export const planView = (context: SignedInContext, product: CoreProduct, now: number): PlanView => {
  const plans = context.world.plans;
  const scheduled = plans.scheduled[product.UUID];
  const lastChangeAt = plans.lastChangeAt[product.UUID];
  const unchanged = { product, scheduled, lastChangeAt, applied: false, charges: [] };
  if (scheduled === undefined) return unchanged;
  const effective =
    scheduled.EffectiveAtNanos === undefined ? now : nanosToMillis(scheduled.EffectiveAtNanos);
  if (effective > now) return unchanged;
  const found = findPlanByAvailability(plans.catalog, scheduled.NewAddonAvailabilityUUID);
  if (found === undefined) return { ...unchanged, scheduled: undefined, applied: true };
  const next = withNewPlan(context.world.seed, product, {
    oldAddonUUID: scheduled.OldAddonUUID,
    ...found,
    autoRenew: scheduled.NewAddonAutoRenew,
    at: effective,
  });
  return {
    product: next.product,
    scheduled: undefined,
    lastChangeAt: effective,
    applied: true,
    charges: [next.charge],
  };
};

/** Saves a plan view (and whatever the handler changed on top of it). */
export const savePlanView = (context: SignedInContext, view: PlanView): void => {
  const plans = context.world.plans;
  context.world.core.products[view.product.UUID] = view.product;
  if (view.scheduled === undefined) delete plans.scheduled[view.product.UUID];
  else plans.scheduled[view.product.UUID] = view.scheduled;
  if (view.lastChangeAt !== undefined) plans.lastChangeAt[view.product.UUID] = view.lastChangeAt;
  if (view.charges.length === 0) return;
  const charges = context.world.billing.charges;
  const customer = view.product.CustomerUUID;
  charges[customer] = [...view.charges, ...(charges[customer] ?? [])];
};
