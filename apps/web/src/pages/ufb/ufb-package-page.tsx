import { loadFibrePlans } from "@waea/domain/broadband";
import { formatHref, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Loaded } from "../../components/loaded/loaded";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import type { PageProps } from "../../shell/page-props";
import { FibrePlanFacts } from "./fibre-plan-facts";
import styles from "./ufb.module.css";

const INCLUDED = ["ufb_included_data", "ufb_included_visit", "ufb_included_router"] as const;

/**
 * /ufb-package?plan=<ID>, a fibre plan's package (BB-03, 03 §2): the plan at the operator's price with its speeds,
 * what comes with it, then "Check your address", the broadband flow at its address step with this plan picked
 * first once the address offers it. A plan that is not on sale (or none named) says so and leads back to /ufb.
 */
const UfbPackagePage = ({ query }: PageProps) => {
  const { t } = useTranslation("broadband");
  const wanted = query["plan"] ?? "";
  const plans = useLoad(() => loadFibrePlans, "fibre-plans");
  return (
    <div className={`page page-form ${styles.page ?? ""}`}>
      <Loaded
        load={plans}
        skeleton={
          <SkeletonGroup>
            <Skeleton width="60%" height="2.5rem" />
            <Skeleton shape="card" height="20rem" />
          </SkeletonGroup>
        }
      >
        {(found) => {
          const plan = found.find((candidate) => candidate.ID === wanted);
          if (plan === undefined)
            return (
              <>
                <PageTitle title={t("broadband:ufb_package_missing")} />
                <h1>{t("broadband:ufb_title")}</h1>
                <EmptyState
                  level={2}
                  title={t("broadband:ufb_package_missing")}
                  text={t("broadband:ufb_package_missing_text")}
                  action={
                    <Link href={staticHref("ufb")} className={buttonClass("primary")}>
                      {t("broadband:ufb_all_plans")}
                    </Link>
                  }
                />
              </>
            );
          return (
            <>
              <PageTitle title={plan.Name} />
              <h1>{plan.Name}</h1>
              <Card title={t("broadband:ufb_package_plan")}>
                <FibrePlanFacts plan={plan} />
              </Card>
              <Card title={t("broadband:ufb_package_included")}>
                <ul className={styles.included}>
                  {INCLUDED.map((key) => (
                    <li key={key}>{t(`broadband:${key}`)}</li>
                  ))}
                </ul>
              </Card>
              <div className="actions">
                <Link
                  href={formatHref(staticHref("broadband"), { plan: plan.ID })}
                  className={buttonClass("primary")}
                >
                  {t("broadband:ufb_check_address")}
                </Link>
                <Link href={staticHref("ufb")} className={buttonClass("secondary")}>
                  {t("broadband:ufb_all_plans")}
                </Link>
              </div>
            </>
          );
        }}
      </Loaded>
    </div>
  );
};

export default UfbPackagePage;
