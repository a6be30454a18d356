import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The plans slice: filled in by the engineer who owns this context. */
export type PlansState = Readonly<Record<string, never>>;

export const seedPlans = (_ctx: SeedContext, _core: CoreState): PlansState => ({});
