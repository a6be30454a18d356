import { accountType, type MobileProduct, type ProductAddon } from "@waea/domain/account";
import { accountProducts, findProduct, primaryProduct } from "@waea/domain/checks";
import { loadBalance, type Balance, type PaymentsError } from "@waea/domain/payments";
import { currentBasePlan } from "@waea/domain/plans";
import type { ApiError } from "@waea/domain/ports";
import {
  loadUsageBalances,
  type UsageBalance,
  type UsageError,
  type UsageMessageKey,
} from "@waea/domain/usage";
import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { AppServices } from "../../app/services";

/** What the mobile dashboard shows of a product, read at `readAtMillis` (the "as of" time of its figures). */
export interface MobileDashboardData {
  readonly product: MobileProduct;
  /** The plan the product is on (its base-plan add-on); undefined when it has none yet. */
  readonly plan: ProductAddon | undefined;
  readonly addons: ReadonlyArray<ProductAddon>;
  /** The prepay or postpay balance; undefined for a product not yet activated (it has none, PAY-10). */
  readonly balance: Balance | undefined;
  readonly usage: ReadonlyArray<UsageBalance>;
  /** "We can't get usage right now": the meters say so in place, the rest of the dashboard stands. */
  readonly usageError: UsageMessageKey | undefined;
  readonly readAtMillis: number;
}

export type DashboardError = ApiError | PaymentsError | UsageError;

/**
 * PLAN-01: the dashboard of the account's product (`productUUID`, the one the shell holds for the chosen account,
 * else the primary one), read fresh so a purchase made elsewhere shows: its plan and add-ons, its balance (by its
 * billing kind) and its usage balances (USE-01), side by side. Undefined when the account has no product.
 */
export const loadMobileDashboard = (
  customerUUID: string,
  productUUID: string | undefined,
): Effect.Effect<MobileDashboardData | undefined, DashboardError, AppServices> =>
  Effect.gen(function* () {
    const products = yield* accountProducts(customerUUID);
    const product =
      (productUUID === undefined ? undefined : findProduct(products, productUUID)) ??
      primaryProduct(products);
    if (product === undefined) return undefined;
    const activated = accountType(product) !== "not_activated";
    const [balance, usage] = yield* Effect.all(
      [
        activated ? loadBalance(customerUUID, product) : Effect.succeed(undefined),
        activated
          ? loadUsageBalances(customerUUID, product.UUID)
          : Effect.succeed({ value: [], loadError: undefined }),
      ],
      { concurrency: "unbounded" },
    );
    const plan = currentBasePlan(product.Addons);
    return {
      product,
      plan,
      addons: (product.Addons ?? []).filter((addon) => addon.UUID !== plan?.UUID),
      balance,
      usage: usage.value,
      usageError: usage.loadError,
      readAtMillis: yield* Clock.currentTimeMillis,
    };
  });
