import { findPlanByAvailability, type ScheduledPlanChange } from "@waea/domain/plans";
import { nanosToMillis } from "@waea/domain/ports";
import { isRefusal } from "../server/handler";
import type { World } from "../world/world";
import { preparePlanCharge, recordDeclinedPlanCharge } from "./plans-charge";
import { withNewPlan } from "./plans-change";

/** When a scheduled change takes effect (epoch ms); one without a time is due at once. */
const effectiveAt = (change: ScheduledPlanChange, now: number): number =>
  change.EffectiveAtNanos === undefined ? now : nanosToMillis(change.EffectiveAtNanos);

/** Whether a scheduled plan change has reached its billing date (cheap: a look at the few waiting changes). */
export const hasDuePlanChange = (world: World, now: number): boolean => {
  for (const change of Object.values(world.plans.scheduled)) if (effectiveAt(change, now) <= now) return true;
  return false;
};

/**
 * Makes every scheduled plan change whose billing date the clock has reached (PLAN-05), whatever the request that
 * notices it: the new plan replaces the old from its effective time and is charged as a change now would be
 * (plans-charge.ts). A change that cannot be paid then (a prepay balance too low) is dropped, the plan stays, and the
 * payment history shows it declined; a plan no longer offered is dropped too. Returns whether the world changed.
 */
export const settleDuePlanChanges = (world: World, now: number): boolean => {
  let changed = false;
  for (const [uuid, change] of Object.entries(world.plans.scheduled)) {
    const at = effectiveAt(change, now);
    if (at > now) continue;
    changed = true;
    delete world.plans.scheduled[uuid];
    const product = world.core.products[uuid];
    const found = findPlanByAvailability(world.plans.catalog, change.NewAddonAvailabilityUUID);
    if (product === undefined || found === undefined) continue;
    const next = withNewPlan(world.seed, product, {
      oldAddonUUID: change.OldAddonUUID,
      ...found,
      autoRenew: change.NewAddonAutoRenew,
      at,
    });
    const charge = preparePlanCharge(world, product, next.addon, at);
    if (isRefusal(charge)) {
      recordDeclinedPlanCharge(world, product, next.addon, at, charge);
      continue;
    }
    world.core.products[uuid] = next.product;
    world.plans.lastChangeAt[uuid] = at;
    charge();
  }
  return changed;
};
