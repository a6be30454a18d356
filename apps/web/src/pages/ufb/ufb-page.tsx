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
import { FibrePlanFacts } from "./fibre-plan-facts";
import styles from "./ufb.module.css";

/**
 * /ufb, the public fibre page (BB-03, 03 §2): every fibre plan at the operator's price (the flow's own /ufb/plans
 * call, without an address), each with its speeds and a link to its package, and "Check your address", the start
 * of the broadband flow, where availability decides what the premises can have.
 */
const UfbPage = () => {
  const { t } = useTranslation("broadband");
  const plans = useLoad(() => loadFibrePlans, "fibre-plans");
  const check = (
    <Link href={staticHref("broadband")} className={buttonClass("primary")}>
      {t("broadband:ufb_check_address")}
    </Link>
  );
  return (
    <div className={`page ${styles.page ?? ""}`}>
      <PageTitle title={t("broadband:ufb_title")} />
      <div>
        <h1>{t("broadband:ufb_title")}</h1>
        <p className="lead">{t("broadband:ufb_lead")}</p>
        <div className="actions">{check}</div>
      </div>
      <section aria-labelledby="ufb-plans">
        <h2 id="ufb-plans">{t("broadband:ufb_plans")}</h2>
        <Loaded
          load={plans}
          skeleton={
            <SkeletonGroup>
              <Skeleton shape="card" height="14rem" />
            </SkeletonGroup>
          }
        >
          {(found) =>
            found.length === 0 ? (
              <EmptyState
                title={t("broadband:ufb_none")}
                text={t("broadband:ufb_none_text")}
                action={check}
              />
            ) : (
              <ul className={styles.list} aria-labelledby="ufb-plans">
                {found.map((plan) => (
                  <Card
                    key={plan.ID}
                    as="li"
                    className={styles.planCard ?? ""}
                    level={3}
                    title={plan.Name}
                    actions={
                      <Link
                        href={formatHref(staticHref("ufb-package"), { plan: plan.ID })}
                        className={buttonClass("secondary")}
                      >
                        {t("broadband:ufb_see_package", { name: plan.Name })}
                      </Link>
                    }
                  >
                    <FibrePlanFacts plan={plan} />
                  </Card>
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
    </div>
  );
};

export default UfbPage;
