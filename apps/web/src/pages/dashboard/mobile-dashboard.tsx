import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { ErrorState } from "../../components/error-state/error-state";
import { WhenNear } from "../../components/near-viewport/when-near";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { BalanceSection } from "./balance-section";
import styles from "./dashboard.module.css";
import { DASHBOARD_TEXTS } from "./dashboard-texts";
import { loadMobileDashboard } from "./dashboard-data";
import { dashboardReadKey, takeDashboardRead } from "./early-read";
import { PlanFitCard, PlanFitWaiting } from "./plan-fit-card";
import { PlanSection } from "./plan-section";
import { PortingCard } from "./porting-card";
import { quickActions } from "./quick-actions";
import { dashboardKey } from "./usage-keys";
import { UsageSection } from "./usage-section";

const wide = styles.wide ?? "";

/** Money actions stand out; the others are secondary. */
const PRIMARY = new Set(["profile.mobile.top-up", "profile.pay-bill"]);

/**
 * PLAN-01: the dashboard of the chosen account's product. Four states: a skeleton of its cards while it loads, the
 * error with a retry, "Choose a plan" when the product has no plan yet, and the cards: plan and add-ons, balance,
 * what is left (each figure with the time it was read), the quick actions the guards allow, the plan-fit hint.
 */
export const MobileDashboard = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  // Every namespace of the cards below, loaded while the skeleton shows: a card asking for one not loaded yet would
  // suspend the page back to the route's loader once the data came (a layout shift).
  const { t } = useTranslation(DASHBOARD_TEXTS);
  const state = useAppState();
  const account = state.account.value;
  const shown = account.status === "ready" ? account.product : undefined;
  const key = dashboardReadKey(customerUUID, shown?.UUID);
  const load = useLoad(
    () => loadMobileDashboard(customerUUID, shown),
    key,
    () => takeDashboardRead(key),
  );
  const actions = quickActions(state.visitor.value, state.settings);
  const canChangePlan = actions.some((action) => action.route === "profile.mobile.all-plans");
  const loaded = load.state;
  if (loaded.status === "loading") return <DashboardSkeleton />;
  if (loaded.status === "crashed" || loaded.status === "failed") {
    const message = loaded.status === "failed" ? errorText(loaded.error) : DEFECT_TEXT;
    return (
      <ErrorState
        title={t("dashboard:error_title")}
        message={t(dashboardKey(message.key), message.params ?? {})}
        onRetry={load.reload}
      />
    );
  }
  const data = loaded.value;
  if (data === undefined || data.plan === undefined)
    return (
      <EmptyState
        title={t("dashboard:empty_title")}
        text={t("dashboard:empty_text")}
        action={
          <Link
            href={staticHref(canChangePlan ? "profile.mobile.all-plans" : "plans")}
            className={buttonClass()}
          >
            {t("dashboard:choose_plan")}
          </Link>
        }
      />
    );
  const plan = (
    <Card title={t("dashboard:plan_title")}>
      <PlanSection plan={data.plan} addons={data.addons} msisdn={data.product.MSISDN} />
    </Card>
  );
  return (
    <div className={styles.grid}>
      <PortingCard customerUUID={customerUUID} product={data.product} className={wide} />
      {data.balance === undefined ? null : (
        <Card title={t("dashboard:balance_title")}>
          <BalanceSection balance={data.balance} readAtMillis={data.readAtMillis} />
        </Card>
      )}
      {actions.length === 0 ? null : (
        <nav aria-labelledby="dashboard-actions" className={data.balance === undefined ? wide : undefined}>
          <Card as="div" title={<span id="dashboard-actions">{t("dashboard:actions_title")}</span>}>
            <ul className={styles.actions}>
              {actions.map((action) => (
                <li key={action.route}>
                  <Link
                    href={staticHref(action.route)}
                    className={buttonClass(PRIMARY.has(action.route) ? "primary" : "secondary")}
                  >
                    {t(action.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </nav>
      )}
      <Card title={t("dashboard:usage_title")} className={wide}>
        <UsageSection
          usage={data.usage}
          error={data.usageError}
          readAtMillis={data.readAtMillis}
          onRetry={load.reload}
        />
      </Card>
      {plan}
      <Card title={t("dashboard:fit_title")}>
        {/* Below a phone's first screen: the hint's rules, the plans port and its reads wait until it is near. */}
        <WhenNear placeholder={<PlanFitWaiting />}>
          <PlanFitCard customerUUID={customerUUID} product={data.product} canChangePlan={canChangePlan} />
        </WhenNear>
      </Card>
    </div>
  );
};

/** The loading state: the dashboard's cards as outlines of their loaded size, where the figures will be. */
const DashboardSkeleton = () => {
  const { t } = useTranslation("dashboard");
  return (
    <SkeletonGroup label={t("dashboard:loading")}>
      <div className={styles.grid}>
        <Skeleton shape="card" height="12rem" lines={2} />
        <Skeleton shape="card" height="12rem" lines={2} />
        <div className={wide}>
          <Skeleton shape="card" height="21rem" lines={3} />
        </div>
        <Skeleton shape="card" height="14rem" lines={4} />
        <Skeleton shape="card" height="14rem" lines={3} />
      </div>
    </SkeletonGroup>
  );
};
