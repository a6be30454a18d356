import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The porting slice: filled in by the engineer who owns this context. */
export type PortingState = Readonly<Record<string, never>>;

export const seedPorting = (_ctx: SeedContext, _core: CoreState): PortingState => ({});
