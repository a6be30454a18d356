import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The help slice: filled in by the engineer who owns this context. */
export type HelpState = Readonly<Record<string, never>>;

export const seedHelp = (_ctx: SeedContext, _core: CoreState): HelpState => ({});
