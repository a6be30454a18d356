import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { AsOf } from "./as-of";
import { BalanceSection } from "./balance-section";
import { loadMobileDashboard } from "./dashboard-data";
import { PlanFitCard } from "./plan-fit-card";
import { PlanSection } from "./plan-section";
import { quickActions } from "./quick-actions";
import { UsageSection } from "./usage-section";

/**
 * PLAN-01: the dashboard of the chosen account's product. Four states: a skeleton of its cards while it loads, the
 * error with a retry, "Choose a plan" when the product has no plan yet, and the cards: plan and add-ons, balance,
 * what is left (each figure with the time it was read), the quick actions the guards allow, the plan-fit hint.
 */
export const MobileDashboard = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  const { t } = useTranslation(["dashboard", "errors", "usage"]);
  const state = useAppState();
  const account = state.account.value;
  const productUUID = account.status === "ready" ? account.product?.UUID : undefined;
  const load = useLoad(
    () => loadMobileDashboard(customerUUID, productUUID),
    `${customerUUID}/${productUUID}`,
  );
  const actions = quickActions(state.visitor.value, state.settings);
  const loaded = load.state;
  if (loaded.status === "loading") return <DashboardSkeleton />;
  if (loaded.status === "crashed" || loaded.status === "failed") {
    const message =
      loaded.status === "failed" ? errorText(loaded.error) : { key: "errors:something_went_wrong" };
    return (
      <div role="alert" className="dashboard-error">
        <h2>{t("dashboard:error_title")}</h2>
        <p>{t(message.key, message.params ?? {})}</p>
        <button type="button" onClick={load.reload}>
          {t("dashboard:retry")}
        </button>
      </div>
    );
  }
  const data = loaded.value;
  const plansRoute = actions.some((a) => a.route === "profile.mobile.all-plans")
    ? "profile.mobile.all-plans"
    : "plans";
  if (data === undefined || data.plan === undefined)
    return (
      <div className="dashboard-empty">
        <h2>{t("dashboard:empty_title")}</h2>
        <p>{t("dashboard:empty_text")}</p>
        <Link href={staticHref(plansRoute)} className="button">
          {t("dashboard:choose_plan")}
        </Link>
      </div>
    );
  return (
    <div className="dashboard">
      <section aria-labelledby="dashboard-plan">
        <h2 id="dashboard-plan">{t("dashboard:plan_title")}</h2>
        {data.product.MSISDN === undefined ? null : <p className="msisdn">{data.product.MSISDN}</p>}
        <PlanSection plan={data.plan} addons={data.addons} />
      </section>
      {data.balance === undefined ? null : (
        <section aria-labelledby="dashboard-balance">
          <h2 id="dashboard-balance">{t("dashboard:balance_title")}</h2>
          <BalanceSection balance={data.balance} />
          <AsOf millis={data.readAtMillis} />
        </section>
      )}
      <section aria-labelledby="dashboard-usage">
        <h2 id="dashboard-usage">{t("dashboard:usage_title")}</h2>
        <UsageSection usage={data.usage} error={data.usageError} onRetry={load.reload} />
        {data.usageError === undefined ? <AsOf millis={data.readAtMillis} /> : null}
      </section>
      {actions.length === 0 ? null : (
        <nav aria-labelledby="dashboard-actions">
          <h2 id="dashboard-actions">{t("dashboard:actions_title")}</h2>
          <ul className="quick-actions">
            {actions.map((action) => (
              <li key={action.route}>
                <Link href={staticHref(action.route)}>{t(action.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="dashboard-fit">
        <h2 id="dashboard-fit">{t("dashboard:fit_title")}</h2>
        <PlanFitCard
          customerUUID={customerUUID}
          product={data.product}
          canChangePlan={actions.some((a) => a.route === "profile.mobile.all-plans")}
        />
      </section>
    </div>
  );
};

/** The loading state: the dashboard's cards as outlines, where the figures will be. */
const DashboardSkeleton = () => {
  const { t } = useTranslation("dashboard");
  return (
    <div className="dashboard" aria-busy="true" aria-label={t("dashboard:loading")}>
      {["plan", "balance", "usage", "actions"].map((id) => (
        <div key={id} className="skeleton-card" />
      ))}
    </div>
  );
};
