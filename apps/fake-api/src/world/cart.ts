import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The cart slice: filled in by the engineer who owns this context. */
export type CartState = Readonly<Record<string, never>>;

export const seedCart = (_ctx: SeedContext, _core: CoreState): CartState => ({});
