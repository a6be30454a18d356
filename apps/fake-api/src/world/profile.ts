import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The profile slice: filled in by the engineer who owns this context. */
export type ProfileState = Readonly<Record<string, never>>;

export const seedProfile = (_ctx: SeedContext, _core: CoreState): ProfileState => ({});
