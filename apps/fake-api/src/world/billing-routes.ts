import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The billingRoutes slice: filled in by the engineer who owns this context. */
export type BillingRoutesState = Readonly<Record<string, never>>;

export const seedBillingRoutes = (_ctx: SeedContext, _core: CoreState): BillingRoutesState => ({});
