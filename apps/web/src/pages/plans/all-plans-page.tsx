import { staticHref } from "@waea/domain/routing";
import {
  filterPlans,
  formatPlan,
  planChoice,
  type CatalogEntry,
  type PlanChangeTiming,
  type QuickFilter,
} from "@waea/domain/plans";
import { nanosToMillis } from "@waea/domain/ports";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button, buttonClass } from "../../components/button/button";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { errorText } from "../../dialogs/error-text";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AccountProduct } from "../profile/account-product";
import { PlanAlert } from "./plan-alert";
import { PlanChangeDialog } from "./plan-change-dialog";
import { PlanFilters } from "./plan-filters";
import { PlanFitHint, suggestionFor, usePlanFit } from "./plan-fit-hint";
import { PlanList } from "./plan-list";
import { PlansFrame } from "./plans-frame";
import { PlansSkeleton } from "./plans-skeleton";
import { usePlanActions } from "./use-plan-actions";
import { usePlanState } from "./use-plan-state";
import { WaitingChange } from "./waiting-change";

/**
 * PLAN-03: every plan the current service may change to (the domain's planChoice), formatted as spec 02 §9 says,
 * with the quick filters Unlimited, Limited and reset; choosing one is a plan change (PLAN-05) now or at the next
 * billing date as the mode allows, confirmed with its price and when. The plan the service is on is listed, marked
 * "Your plan", with nothing to choose. The plan-fit hint sits on the card of the plan that would have covered the
 * last 30 days most cheaply, when that is not the current plan.
 */
const AllPlansPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["plans", "payments", "errors"]);
  const load = usePlanState(account);
  const actions = usePlanActions(account, load.reload);
  const fit = usePlanFit(account);
  const [filter, setFilter] = useState<QuickFilter>("all");
  const [choosing, setChoosing] = useState<CatalogEntry | undefined>(undefined);
  const [timing, setTiming] = useState<PlanChangeTiming>("now");
  const state = load.state;
  const planState = state.status === "ready" ? state.value : undefined;

  const choose = (entry: CatalogEntry) => {
    if (planState === undefined) return;
    actions.clearAlert();
    setTiming(planState.timings[0] ?? "now");
    setChoosing(entry);
  };

  const confirm = async () => {
    const entry = choosing;
    const availability = entry?.Availabilities[0]?.UUID;
    if (entry === undefined || availability === undefined) return;
    await actions.change(entry, availability, timing);
    setChoosing(undefined);
  };

  const expires = planState?.current?.ExpiresAtNanos;
  const noPlans = (
    <EmptyState
      title={t("plans:no_plans_title")}
      text={t("plans:no_plans_text")}
      action={
        <Link href={staticHref("profile.mobile.your-plan")} className={buttonClass("secondary")}>
          {t("plans:your_plan_title")}
        </Link>
      }
    />
  );
  return (
    <PlansFrame title={t("plans:all_plans_title")}>
      <PlanAlert text={actions.alert} />
      <AccountProduct account={account} empty={noPlans}>
        {() =>
          state.status === "loading" ? (
            <PlansSkeleton />
          ) : state.status === "failed" ? (
            <ErrorState
              message={t(errorText(state.error).key, errorText(state.error).params ?? {})}
              onRetry={load.reload}
            />
          ) : planState === undefined || planState.plans.length === 0 ? (
            state.status === "crashed" ? null : (
              noPlans
            )
          ) : (
            <>
              <WaitingChange
                planState={planState}
                pending={actions.pending === "cancel"}
                onCancel={actions.cancel}
              />
              <PlanFilters
                filter={filter}
                onFilter={setFilter}
                shown={filterPlans(planState.plans, filter).length}
              />
              <PlanList
                plans={planState.plans}
                filter={filter}
                onReset={() => setFilter("all")}
                label={t("plans:plans_list_label")}
                card={(entry, plan) => {
                  const kind = planState.kind;
                  const choice =
                    kind === undefined
                      ? "not_offered"
                      : planChoice({ kind, current: planState.current }, entry);
                  const suggestion = suggestionFor(fit, entry);
                  return {
                    highlighted: choice === "current",
                    ...(choice === "current" ? { badge: t("plans:current_plan_mark") } : {}),
                    ...(suggestion === undefined ? {} : { hint: <PlanFitHint suggestion={suggestion} /> }),
                    ...(choice === "change"
                      ? {
                          actions: (
                            <Button variant="primary" onClick={() => choose(entry)}>
                              {t("plans:choose_plan", { name: plan.name })}
                            </Button>
                          ),
                        }
                      : {}),
                  };
                }}
              />
              <PlanChangeDialog
                plan={choosing === undefined ? undefined : formatPlan(choosing)}
                kind={planState.kind}
                timings={planState.timings}
                timing={timing}
                onTiming={setTiming}
                billingDateMillis={expires === undefined ? undefined : nanosToMillis(expires)}
                pending={actions.pending === "change"}
                onConfirm={() => void confirm()}
                onCancel={() => setChoosing(undefined)}
              />
            </>
          )
        }
      </AccountProduct>
    </PlansFrame>
  );
};

export default withAccount(AllPlansPage);
