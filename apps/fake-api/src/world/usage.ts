import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";
import { seedCarryOver, seedUsageRecords } from "./usage-seed";
import type { UsageState } from "./usage-state";

export type { CarryOver, UsageRecord, UsageState } from "./usage-state";

/** 60 days of usage for prepay@, 30 for postpay@ and fwa@, 14 for the other active demo products; carry-over for prepay@. */
export const seedUsage = (ctx: SeedContext, core: CoreState): UsageState => ({
  records: seedUsageRecords(ctx, core),
  carryOver: seedCarryOver(ctx),
});
