import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The groups slice: filled in by the engineer who owns this context. */
export type GroupsState = Readonly<Record<string, never>>;

export const seedGroups = (_ctx: SeedContext, _core: CoreState): GroupsState => ({});
