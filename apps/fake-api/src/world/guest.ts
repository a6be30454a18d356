import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The guest slice: filled in by the engineer who owns this context. */
export type GuestState = Readonly<Record<string, never>>;

export const seedGuest = (_ctx: SeedContext, _core: CoreState): GuestState => ({});
