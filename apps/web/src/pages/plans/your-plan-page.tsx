import { staticHref } from "@waea/domain/routing";
import type { PlanState } from "@waea/domain/plans";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { AccountProduct } from "../profile/account-product";
import { AutoRenewList } from "./addons-auto-renew";
import { PlanAlert } from "./plan-alert";
import { useCatalogueText } from "../../i18n/catalogue-text";
import { PlanCard } from "./plan-card";
import { PlansFrame } from "./plans-frame";
import styles from "./plans.module.css";
import { usePlanActions } from "./use-plan-actions";
import { usePlanState } from "./use-plan-state";
import { WaitingChange } from "./waiting-change";

const CurrentPlan = ({ planState }: { readonly planState: PlanState }) => {
  const { t } = useTranslation("plans");
  const catalogue = useCatalogueText();
  const changeLink = (
    <Link href={staticHref("profile.mobile.all-plans")} className={buttonClass("primary")}>
      {t("change_plan_link")}
    </Link>
  );
  if (planState.current === undefined)
    return <EmptyState title={t("no_plan_title")} text={t("no_plan_text")} action={changeLink} />;
  if (planState.currentEntry === undefined)
    return (
      <Card title={planState.current.Name} actions={changeLink}>
        <p className={styles.muted}>{t("current_plan_badge")}</p>
      </Card>
    );
  return (
    <PlanCard
      as="section"
      level={2}
      plan={catalogue.plan(planState.currentEntry)}
      badge={t("current_plan_badge")}
      actions={changeLink}
    />
  );
};

/**
 * PLAN-02: the plan the current mobile service is on, formatted as spec 02 §9 says, the change waiting for the
 * next billing date with a way to cancel it (PLAN-05), and auto renew of the plan and add-ons (PLAN-06).
 */
const YourPlanPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["plans", "payments", "errors"]);
  const load = usePlanState(account);
  const actions = usePlanActions(account, load.reload);
  const noPlan = (
    <EmptyState
      title={t("plans:no_plan_title")}
      text={t("plans:no_plan_text")}
      action={
        <Link href={staticHref("profile.mobile.all-plans")} className={buttonClass("primary")}>
          {t("plans:see_all_plans")}
        </Link>
      }
    />
  );
  return (
    <PlansFrame title={t("plans:your_plan_title")}>
      <PlanAlert text={actions.alert} />
      <AccountProduct account={account} empty={noPlan}>
        {() => (
          <Loaded
            load={load}
            skeleton={
              <SkeletonGroup>
                <div className={styles.columns}>
                  <Skeleton shape="card" height="26rem" lines={7} />
                  <Skeleton shape="card" height="12rem" lines={3} />
                </div>
              </SkeletonGroup>
            }
          >
            {(planState) =>
              planState === undefined ? (
                noPlan
              ) : (
                <div className={styles.columns}>
                  <div className={styles.section}>
                    <CurrentPlan planState={planState} />
                  </div>
                  <div className={styles.section}>
                    <WaitingChange
                      planState={planState}
                      pending={actions.pending === "cancel"}
                      onCancel={actions.cancel}
                    />
                    <Card title={t("plans:addons_title")}>
                      {planState.current === undefined && planState.addons.length === 0 ? (
                        <p className={styles.muted}>{t("plans:no_addons")}</p>
                      ) : (
                        <AutoRenewList
                          addons={[
                            ...(planState.current === undefined ? [] : [planState.current]),
                            ...planState.addons,
                          ]}
                          pending={actions.pending}
                          onChange={(addon, on) => void actions.autoRenew(addon, on)}
                        />
                      )}
                    </Card>
                  </div>
                </div>
              )
            }
          </Loaded>
        )}
      </AccountProduct>
    </PlansFrame>
  );
};

export default withAccount(YourPlanPage);
