import type { World } from "./world";

/**
 * What happens in the world at a time of its own, not at a request: a scheduled plan change on its billing date.
 * The world's clock drives it (store.ts): when the clock is read, advanced or set past the next instant, everything
 * due by then happens once, before anyone sees the world at that time.
 */
export interface Timeline {
  /** The earliest instant (epoch ms) at which something is due; +Infinity when nothing waits. */
  readonly nextAt: (world: World, nowMillis: number) => number;
  /** Makes everything due by `nowMillis` happen; true when the world changed. */
  readonly reach: (world: World, nowMillis: number) => boolean;
}

/** A world where nothing happens by itself (stores opened without a timeline). */
export const stillTimeline: Timeline = {
  nextAt: () => Number.POSITIVE_INFINITY,
  reach: () => false,
};

/** Several timelines as one: the earliest of their instants, and each makes what is due in it happen. */
export const combinedTimeline = (...timelines: ReadonlyArray<Timeline>): Timeline => ({
  nextAt: (world, nowMillis) =>
    Math.min(Number.POSITIVE_INFINITY, ...timelines.map((timeline) => timeline.nextAt(world, nowMillis))),
  reach: (world, nowMillis) =>
    timelines.map((timeline) => timeline.reach(world, nowMillis)).some((changed) => changed),
});
