import { preloadPortModules } from "@waea/adapters/http";
import { accountType, type MobileProduct, type ProductAddon } from "@waea/domain/account";
import { accountProducts, findProduct, primaryProduct } from "@waea/domain/checks";
import { loadBalance, sameBalanceRead, type Balance, type PaymentsError } from "@waea/domain/payments";
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

type Figures = readonly [
  Balance | undefined,
  { readonly value: ReadonlyArray<UsageBalance>; readonly loadError: UsageMessageKey | undefined },
];

/** A product's balance (by its billing kind) and usage balances (USE-01), side by side; none before activation. */
const readFigures = (
  customerUUID: string,
  product: MobileProduct,
): Effect.Effect<Figures, DashboardError, AppServices> =>
  accountType(product) === "not_activated"
    ? Effect.succeed([undefined, { value: [], loadError: undefined }])
    : Effect.all([loadBalance(customerUUID, product), loadUsageBalances(customerUUID, product.UUID)], {
        concurrency: "unbounded",
      });

/**
 * PLAN-01: the dashboard of the account's product (`shown`, the one the shell holds for the chosen account, else
 * the primary one), read fresh so a purchase made elsewhere shows: its plan and add-ons, its balance (by its
 * billing kind) and its usage balances (USE-01). The figures of the product the shell holds are read beside the
 * fresh product list, not after it (a round trip less before the dashboard shows), and kept only when the fresh
 * product is still read the same way; a product changed elsewhere (a billing type transfer, an activation) has its
 * figures read again. Undefined when the account has no product.
 */
export const loadMobileDashboard = (
  customerUUID: string,
  shown: MobileProduct | undefined,
): Effect.Effect<MobileDashboardData | undefined, DashboardError, AppServices> =>
  Effect.gen(function* () {
    const [products, early] = yield* Effect.all(
      [
        accountProducts(customerUUID),
        shown === undefined ? Effect.succeed(undefined) : Effect.either(readFigures(customerUUID, shown)),
      ],
      { concurrency: "unbounded" },
    );
    const product =
      (shown === undefined ? undefined : findProduct(products, shown.UUID)) ?? primaryProduct(products);
    if (product === undefined) return undefined;
    const [balance, usage] =
      early !== undefined && shown !== undefined && sameBalanceRead(shown, product)
        ? yield* early
        : yield* readFigures(customerUUID, product);
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

/**
 * Starts loading the code of the dashboard's reads (its balance and usage port modules), which loadMobileDashboard's
 * first run would otherwise load itself: the pages that show the dashboard name it (shell/pages.ts, preloadPage).
 */
export const preloadDashboardReads = (): void => preloadPortModules(["payment-balances", "usage"]);
