import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import { billingKind, type MobileProduct } from "../../account";
import { DAY_MILLIS } from "../../calendar";
import type { ApiError, Unauthorized } from "../../ports";
import { loadUsageCharges, usageError, type UsageError } from "../../usage";
import type { UsageApi } from "../../usage/usage-api";
import type { CatalogEntry } from "../catalog-entry";
import { currentBasePlan, PlanChangeRefusalKeys } from "../plan-change";
import { changeablePlans } from "../plan-choice";
import {
  fitPlanOf,
  planFit,
  PLAN_FIT_WINDOW_DAYS,
  type FitPlan,
  type PlanFit,
  type UsageTotals,
} from "../plan-fit";
import type { PlansApi } from "../plans-api";
import { PlansRefused } from "../plans-refused";
import { loadPlans } from "./load-plans";

/** The hint with what it was worked out from: the use of the window and the current plan as the rule read it. */
export interface PlanFitReport {
  readonly fit: PlanFit;
  readonly usage: UsageTotals;
  readonly current: FitPlan | undefined;
  readonly fromMillis: number;
  readonly uptoMillis: number;
}

/** The product's current plan in the list: by its catalog entry, else by the availability it was bought as. */
const currentEntry = (
  plans: ReadonlyArray<CatalogEntry>,
  product: Pick<MobileProduct, "Addons">,
): CatalogEntry | undefined => {
  const addon = currentBasePlan(product.Addons);
  if (addon === undefined) return undefined;
  return plans.find(
    (plan) =>
      (addon.ProductCatalogUUID !== undefined && plan.UUID === addon.ProductCatalogUUID) ||
      plan.Availabilities.some((a) => a.UUID === addon.ProductAvailabilityUUID),
  );
};

/**
 * The plan-fit hint of a mobile product (PLAN-01, PLAN-03): its use over the last 30 days (usage charges: data MB,
 * minutes, texts) against the plans a plan change offers it (planChoice). A product without a billing kind
 * or a fixed wireless one has no mobile plan to fit (PlansRefused no_current_plan); usage that does not load is
 * "We can't get usage right now" (UsageError).
 */
export const loadPlanFit = (input: {
  readonly customerUUID: string;
  readonly product: Pick<MobileProduct, "UUID" | "BillingReference" | "Addons" | "ProductType">;
}): Effect.Effect<PlanFitReport, PlansRefused | UsageError | ApiError | Unauthorized, PlansApi | UsageApi> =>
  Effect.gen(function* () {
    const kind = billingKind(input.product.BillingReference);
    if (kind === undefined || input.product.ProductType === "mobileFWA")
      return yield* new PlansRefused({ key: PlanChangeRefusalKeys.noCurrentPlan });
    const uptoMillis = yield* Clock.currentTimeMillis;
    const fromMillis = uptoMillis - PLAN_FIT_WINDOW_DAYS * DAY_MILLIS;
    const [charges, plans] = yield* Effect.all(
      [
        loadUsageCharges({
          account: input.customerUUID,
          product: input.product.UUID,
          fromMillis,
          uptoMillis,
          groupBy: "day",
          kinds: { data: true, mins: true, txts: true, pxts: false },
        }),
        loadPlans(kind),
      ],
      { concurrency: "unbounded" },
    );
    if (charges.loadError !== undefined) return yield* Effect.fail(usageError(charges.loadError));
    const usage = charges.value.reduce<UsageTotals>(
      (sum, group) => ({
        dataMB: sum.dataMB + group.totals.ChargedData,
        minutes: sum.minutes + group.totals.ChargedMins,
        texts: sum.texts + group.totals.ChargedTXTs,
      }),
      { dataMB: 0, minutes: 0, texts: 0 },
    );
    const entry = currentEntry(plans, input.product);
    const current = entry === undefined ? undefined : fitPlanOf(entry);
    const offered = changeablePlans({ kind, current: currentBasePlan(input.product.Addons) }, plans);
    return {
      fit: planFit({ usage, current, plans: offered.map(fitPlanOf) }),
      usage,
      current,
      fromMillis,
      uptoMillis,
    };
  });
