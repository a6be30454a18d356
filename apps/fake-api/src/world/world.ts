import { seedBilling, type BillingState } from "./billing";
import type { CoreState } from "./core";
import { seedCore } from "./core-seed";
import { makeSeedContext } from "./seed-context";

/**
 * The whole simulated backend: plain JSON data, one property per slice. A new slice adds its state type here
 * and one line to seedWorld (its seed function gets the SeedContext and the seeded core).
 */
export interface World {
  readonly seed: number;
  readonly core: CoreState;
  readonly billing: BillingState;
}

export const WORLD_SLICES = ["core", "billing"] as const;

export interface SeedOptions {
  readonly seed: number;
  readonly nowMillis: number;
  readonly bulk: number;
}

export const seedWorld = async (options: SeedOptions): Promise<World> => {
  const ctx = makeSeedContext(options.seed, options.nowMillis, options.bulk);
  const core = await seedCore(ctx);
  return {
    seed: options.seed,
    core,
    billing: seedBilling(ctx, core),
  };
};
