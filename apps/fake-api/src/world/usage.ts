import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The usage slice: filled in by the engineer who owns this context. */
export type UsageState = Readonly<Record<string, never>>;

export const seedUsage = (_ctx: SeedContext, _core: CoreState): UsageState => ({});
