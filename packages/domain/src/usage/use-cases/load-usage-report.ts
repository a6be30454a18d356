import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { Unauthorized } from "../../ports";
import type { ChargeGroup, ChargeGrouping } from "../charge-grouping";
import type { UsageApi } from "../usage-api";
import type { UsageBalance } from "../usage-balance";
import { usageError, type UsageError } from "../usage-error";
import { usageWindow, type UsageWindow } from "../usage-window";
import { loadUsageBalances, loadUsageCharges } from "./load-usage";

/** A product's usage balances and its charges of one window, grouped. */
export interface UsageReport {
  readonly window: UsageWindow;
  readonly balances: ReadonlyArray<UsageBalance>;
  readonly groups: ReadonlyArray<ChargeGroup>;
}

/**
 * USE-01 and USE-02 together, as a report: the usage balances and the charges of the grouping's window ending now
 * (usageWindow), grouped by NZ day, month or year. A report is whole or refused: when either part does not load it
 * fails with "We can't get usage right now" (UsageError); an ended session passes on.
 */
export const loadUsageReport = (input: {
  readonly account: string;
  readonly product: string;
  readonly groupBy: ChargeGrouping;
}): Effect.Effect<UsageReport, UsageError | Unauthorized, UsageApi> =>
  Effect.gen(function* () {
    const window = usageWindow(input.groupBy, yield* Clock.currentTimeMillis);
    const balances = yield* loadUsageBalances(input.account, input.product);
    const charges = yield* loadUsageCharges({
      account: input.account,
      product: input.product,
      fromMillis: window.fromMillis,
      uptoMillis: window.uptoMillis,
      groupBy: input.groupBy,
    });
    const loadError = balances.loadError ?? charges.loadError;
    if (loadError !== undefined) return yield* Effect.fail(usageError(loadError));
    return { window, balances: balances.value, groups: charges.value };
  });
