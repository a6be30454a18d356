import { ACTIVE_STATUS, type BillingKind, type ProductAddon } from "@waea/domain/account";
import { firstAvailability } from "@waea/domain/plans";
import { millisToNanos } from "@waea/domain/ports";
import type { HandlerContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
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
const basePlan = (
  context: HandlerContext,
  product: CoreProduct,
  pending: PendingActivation,
): ProductAddon => {
  const seed = context.world.seed;
  const catalog = pending.ProductCatalogUUID ?? uuidFor(seed, coreLabels.catalogBase(pending.Kind));
  const entry = context.world.plans.catalog.find((item) => item.UUID === catalog);
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
const activated = (
  context: HandlerContext,
  product: CoreProduct,
  pending: PendingActivation,
): CoreProduct => {
  const account = context.world.core.customers[product.CustomerUUID]?.AccountNumber ?? product.UUID;
  return {
    ...product,
    Status: ACTIVE_STATUS,
    BillingReference: `${pending.Kind}:${account}`,
    Addons: [basePlan(context, product, pending)],
  };
};

/**
 * Activations whose time has come take effect: the product record is replaced and its SIM enabled. Returns whether
 * anything changed. Reads the clock only when an activation is waiting, so reads stay cacheable otherwise.
 */
export const settleActivations = (context: HandlerContext): boolean => {
  const waiting = context.world.onboarding.activations;
  if (Object.keys(waiting).length === 0) return false;
  const now = context.nowMillis;
  let changed = false;
  for (const [uuid, pending] of Object.entries(waiting)) {
    if (pending.ReadyAtMillis > now) continue;
    delete waiting[uuid];
    changed = true;
    const product = context.world.core.products[uuid];
    if (product === undefined) continue;
    context.world.core.products[uuid] = activated(context, product, pending);
    const sim = context.world.sim.services[uuid];
    if (sim !== undefined && !sim.Enabled) context.world.sim.services[uuid] = { ...sim, Enabled: true };
  }
  return changed;
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
  if (delay === 0) settleActivations(context);
};
