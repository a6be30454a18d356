import type { ProductType } from "@waea/domain/account";
import type { Unauthorized } from "@waea/domain/ports";
import {
  loadUsageBalances,
  loadUsageCharges,
  loadUsageHistogram,
  usageError,
  usageWindow,
  type ChargeGroup,
  type ChargeGrouping,
  type Loaded,
  type UsageError,
} from "@waea/domain/usage";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { useLoad } from "../../components/use-load";

/** The product a usage page is about: the signed-in account's mobile or fixed wireless product. */
export interface UsageProduct {
  readonly account: string;
  readonly product: string;
  readonly productType: ProductType;
}

/**
 * A domain load that came back empty with "We can't get usage right now" as a failure with that message, so the
 * section shows its error state and a retry instead of an empty list that reads as "no usage".
 */
const whole = <A, R>(
  load: Effect.Effect<Loaded<A>, UsageError | Unauthorized, R>,
): Effect.Effect<A, UsageError | Unauthorized, R> =>
  Effect.flatMap(load, ({ value, loadError }) =>
    loadError === undefined ? Effect.succeed(value) : Effect.fail(usageError(loadError)),
  );

/** USE-01: what is left of each allowance, and when it was read (shown "as of 2:41 pm"). */
export const useUsageBalances = (usage: UsageProduct) =>
  useLoad(
    () =>
      Effect.all({
        balances: whole(loadUsageBalances(usage.account, usage.product)),
        readAt: Clock.currentTimeMillis,
      }),
    `${usage.account}:${usage.product}`,
  );

/** USE-02: the charges of the grouping's window (the domain's usageWindow) ending now, grouped. */
const chargesOf = (usage: UsageProduct, groupBy: ChargeGrouping) =>
  Effect.gen(function* () {
    const window = usageWindow(groupBy, yield* Clock.currentTimeMillis);
    const groups: ReadonlyArray<ChargeGroup> = yield* whole(
      loadUsageCharges({
        account: usage.account,
        product: usage.product,
        fromMillis: window.fromMillis,
        uptoMillis: window.uptoMillis,
        groupBy,
      }),
    );
    return { window, groups };
  });

export const useUsageCharges = (usage: UsageProduct, groupBy: ChargeGrouping) =>
  useLoad(() => chargesOf(usage, groupBy), `${usage.account}:${usage.product}:${groupBy}`);

/** USE-03: the 30 NZ days ending today, one point a day (data in MB, minutes = seconds / 60). */
export const useUsageHistogram = (usage: UsageProduct) =>
  useLoad(() => whole(loadUsageHistogram(usage)), `${usage.account}:${usage.product}`);
