import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The broadband slice: filled in by the engineer who owns this context. */
export type BroadbandState = Readonly<Record<string, never>>;

export const seedBroadband = (_ctx: SeedContext, _core: CoreState): BroadbandState => ({});
