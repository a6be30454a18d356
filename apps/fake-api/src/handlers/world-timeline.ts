import type { Timeline } from "../world/timeline";
import { ordersTimeline } from "./orders-due";
import { planChangesTimeline } from "./plans-due";

const TIMELINES: ReadonlyArray<Timeline> = [planChangesTimeline, ordersTimeline];

/**
 * Everything in the world that happens at its own time, driven by the world's clock (store.ts): scheduled plan
 * changes on their billing date, orders once provisioned and their products once visited.
 */
export const worldTimeline: Timeline = {
  nextAt: (world, nowMillis) => Math.min(...TIMELINES.map((timeline) => timeline.nextAt(world, nowMillis))),
  reach: (world, nowMillis) =>
    TIMELINES.map((timeline) => timeline.reach(world, nowMillis)).some((changed) => changed),
};
