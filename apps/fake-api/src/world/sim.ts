import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The sim slice: filled in by the engineer who owns this context. */
export type SimState = Readonly<Record<string, never>>;

export const seedSim = (_ctx: SeedContext, _core: CoreState): SimState => ({});
