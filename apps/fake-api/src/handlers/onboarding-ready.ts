import { ACTIVE_STATUS, type BillingKind, type ProductAddon } from "@waea/domain/account";
import { firstAvailability } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import type { HandlerContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { Timeline } from "../world/timeline";
import type { World } from "../world/world";
import { coreLabels } from "../world/core-labels";
import type { PendingActivation } from "../world/onboarding";
import { randomFor, uuidFor } from "../world/prng";

/** Service activation takes 10 to 30 seconds (spec 01 §4). */
export const ACTIVATION_MIN_MS = 10_000;
export const ACTIVATION_MAX_MS = 30_000;
const PLAN_PERIOD_MS = 30 * 86_400_000;

/** When the catalog does not know the chosen plan: the base plans core seeds the demo products with. */
const FALLBACK_PLANS: Readonly<Record<BillingKind, { readonly name: string; readonly cents: number }>> = {
  prepay: { name: "Kōrero 8GB", cents: 3000 },
  postpay: { name: "Postpay Unlimited", cents: 6500 },
  payg: { name: "PAYG Everyday", cents: 1000 },
};

/** The base plan the activated product carries: the chosen catalog entry, or casual rates (no bundle). */
const basePlan = (world: World, product: CoreProduct, pending: PendingActivation): ProductAddon => {
  const seed = world.seed;
  const catalog = pending.ProductCatalogUUID ?? uuidFor(seed, coreLabels.catalogBase(pending.Kind));
  const entry = world.plans.catalog.find((item) => item.UUID === catalog);
  const fallback = FALLBACK_PLANS[pending.Kind];
  const availability = pending.ProductAvailabilityUUID ?? (entry && firstAvailability(entry)?.UUID);
  return {
    UUID: uuidFor(seed, `${product.UUID}:addon:activation`),
    Name: pending.Casual ? "Casual rates" : (entry?.Name ?? fallback.name),
    Status: "ACTIVE",
    ProductCatalogUUID: catalog,
    ...(availability === undefined ? {} : { ProductAvailabilityUUID: availability }),
    IsBasePlan: true,
    AutoRenew: !pending.Casual,
    // As the catalog has it ("true"/"false"); casual rates are no catalog item and do not renew.
    AllowAutoRenew: pending.Casual ? "false" : (entry?.Characteristics?.AllowAutoRenew ?? "true"),
    CreatedAtNanos: millisToNanos(pending.ReadyAtMillis),
    ExpiresAtNanos: millisToNanos(pending.ReadyAtMillis + PLAN_PERIOD_MS),
    RetailCents: pending.Casual ? 0 : (entry?.RecurringRetailPrice ?? entry?.cost ?? fallback.cents),
  };
};

/** The product once activated: Status 4, a billing reference of its kind and account, and its base plan. */
const activated = (world: World, product: CoreProduct, pending: PendingActivation): CoreProduct => {
  const account = world.core.customers[product.CustomerUUID]?.AccountNumber ?? product.UUID;
  return {
    ...product,
    Status: ACTIVE_STATUS,
    BillingReference: `${pending.Kind}:${account}`,
    Addons: [basePlan(world, product, pending)],
  };
};

/** Activations whose time has come take effect: the product record is replaced and its SIM enabled. */
const settleActivations = (world: World, nowMillis: number): boolean => {
  let changed = false;
  for (const [uuid, pending] of Object.entries(world.onboarding.activations)) {
    if (pending.ReadyAtMillis > nowMillis) continue;
    delete world.onboarding.activations[uuid];
    changed = true;
    const product = world.core.products[uuid];
    if (product === undefined) continue;
    world.core.products[uuid] = activated(world, product, pending);
    const sim = world.sim.services[uuid];
    if (sim !== undefined && !sim.Enabled) world.sim.services[uuid] = { ...sim, Enabled: true };
  }
  return changed;
};

/**
 * Activations on the world's timeline (world/timeline.ts): a product becomes active when its time comes on the
 * world's clock, whatever is read then, so no read changes the world.
 */
export const activationTimeline: Timeline = {
  nextAt: (world) =>
    Object.values(world.onboarding.activations).reduce(
      (next, pending) => Math.min(next, pending.ReadyAtMillis),
      Number.POSITIVE_INFINITY,
    ),
  reach: settleActivations,
};

/**
 * Finalises an activation (ONB-03..06): the product is ready 10-30 s later (drawn from the seed), at once when the
 * simulated payment delay is 0 (tests). Validation is the caller's: this only writes.
 */
export const scheduleActivation = (
  context: HandlerContext,
  product: CoreProduct,
  plan: Omit<PendingActivation, "ReadyAtMillis">,
): void => {
  const onboarding = context.world.onboarding;
  onboarding.counter += 1;
  const draw = randomFor(context.world.seed, `activation:${product.UUID}:${onboarding.counter}`).next();
  const delay =
    context.store.simulation.paymentDelayMs === 0
      ? 0
      : ACTIVATION_MIN_MS + Math.floor(draw * (ACTIVATION_MAX_MS - ACTIVATION_MIN_MS + 1));
  onboarding.activations[product.UUID] = { ...plan, ReadyAtMillis: context.nowMillis + delay };
  // At once (tests): the write that asks for it activates the product; otherwise the timeline does when its time comes.
  if (delay === 0) settleActivations(context.world, context.nowMillis);
};
