import { findPlanByAvailability, type ScheduledPlanChange } from "@waea/domain/plans";
import { nanosToMillis } from "@waea/domain/ports";
import { isRefusal } from "../server/handler";
import type { Timeline } from "../world/timeline";
import type { World } from "../world/world";
import { preparePlanCharge, recordDeclinedPlanCharge } from "./plans-charge";
import { withNewPlan } from "./plans-change";

/** When a scheduled change takes effect (epoch ms); one without a time is due at once. */
const effectiveAt = (change: ScheduledPlanChange, now: number): number =>
  change.EffectiveAtNanos === undefined ? now : nanosToMillis(change.EffectiveAtNanos);

/** The earliest billing date a scheduled plan change waits for (+Infinity when none waits). */
const nextPlanChangeAt = (world: World, now: number): number => {
  let next = Number.POSITIVE_INFINITY;
  for (const change of Object.values(world.plans.scheduled)) next = Math.min(next, effectiveAt(change, now));
  return next;
};

/**
 * Makes every scheduled plan change whose billing date the clock has reached (PLAN-05), driven by the world's clock
 * (planChangeTimeline, part of worldTimeline; store.ts runs it when the clock is read, advanced or set past the next billing date): the new plan replaces the old from its effective time and is charged as a change now would be
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

/** Scheduled plan changes take effect when the clock reaches them (part of the world's timeline). */
export const planChangeTimeline: Timeline = { nextAt: nextPlanChangeAt, reach: settleDuePlanChanges };
