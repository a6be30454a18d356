import type { Timeline } from "../world/timeline";
import type { World } from "../world/world";
import type { PortRecord } from "../world/porting";
import { portAt, portChangesAt } from "../world/porting-progress";
import { savePortIn } from "./porting-save";

/** When a stored port next moves: its state's time is up (a pending rejection happens at the same instant). */
const nextPortAt = (world: World): number =>
  Object.values(world.porting.ports).reduce(
    (next, port: PortRecord) => Math.min(next, portChangesAt(port)),
    Number.POSITIVE_INFINITY,
  );

/** Moves every port on to where it stands at `now`, with its product's PortingState and, once completed, number. */
const settlePorts = (world: World, nowMillis: number): boolean => {
  let changed = false;
  for (const port of Object.values(world.porting.ports)) {
    const moved = portAt(port, nowMillis);
    if (moved === port) continue;
    savePortIn(world, moved);
    changed = true;
  }
  return changed;
};

/**
 * Ports on the world's timeline (world/timeline.ts), like orders: each state hands over to the next when its time is
 * up whatever is read then, so the product's PortingState and number follow the port, and no read changes the world.
 */
export const portingTimeline: Timeline = {
  nextAt: nextPortAt,
  reach: settlePorts,
};
