import type { RouteHistoryEntry } from "@waea/domain/billing-routes";
import { millisToNanos } from "@waea/domain/ports";
import type { World } from "../world/world";
import { fullName } from "./approval-parties";

type Event = Omit<RouteHistoryEntry, "UUID" | "AtNanos" | "ByName">;

/**
 * Writes one line of a route's audit trail (ours): who (their name as it is now), when (the world's clock) and
 * what. Lines are appended, never changed; a deleted route's trail goes with it.
 */
export const recordRouteEvent = (world: World, routeUuid: string, nowMillis: number, event: Event): void => {
  const trail = world.billingRoutes.history[routeUuid] ?? [];
  const name = fullName(world, event.ByCustomerUUID);
  world.billingRoutes.history[routeUuid] = [
    ...trail,
    {
      UUID: `${routeUuid}:${trail.length + 1}`,
      AtNanos: millisToNanos(nowMillis),
      ...(name === undefined ? {} : { ByName: name }),
      ...event,
    },
  ];
};

/** A route's trail, newest first. */
export const routeTrail = (world: World, routeUuid: string): ReadonlyArray<RouteHistoryEntry> =>
  [...(world.billingRoutes.history[routeUuid] ?? [])].reverse();
