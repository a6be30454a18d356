import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The rewards slice: filled in by the engineer who owns this context. */
export type RewardsState = Readonly<Record<string, never>>;

export const seedRewards = (_ctx: SeedContext, _core: CoreState): RewardsState => ({});
