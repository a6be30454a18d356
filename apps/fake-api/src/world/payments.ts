import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The payments slice: filled in by the engineer who owns this context. */
export type PaymentsState = Readonly<Record<string, never>>;

export const seedPayments = (_ctx: SeedContext, _core: CoreState): PaymentsState => ({});
