import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The checkout slice: filled in by the engineer who owns this context. */
export type CheckoutState = Readonly<Record<string, never>>;

export const seedCheckout = (_ctx: SeedContext, _core: CoreState): CheckoutState => ({});
