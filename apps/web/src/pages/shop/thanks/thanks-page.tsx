import { openThanksPage } from "@waea/domain/checkout";
import { staticHref, TabLandingRoutes } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link, Redirect } from "wouter";
import { buttonClass } from "../../../components/button/button";
import { Card } from "../../../components/card/card";
import { Money } from "../../../components/money";
import { PageTitle } from "../../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../../components/skeleton/skeleton";
import { useLoad } from "../../../components/use-load";
import styles from "../shop.module.css";

/**
 * thanks (SHOP-06): the purchased summary of a completed purchase (order number, plan and price, where it goes, and
 * what happens next for an eSIM or a delivered SIM); without a completed purchase, home.
 */
const ThanksPage = () => {
  const { t } = useTranslation(["checkout", "cart", "web"]);
  const thanks = useLoad(() => openThanksPage, "thanks");
  if (thanks.state.status === "loading")
    return (
      <div className="page-form">
        <SkeletonGroup>
          <Skeleton shape="card" height="14rem" />
        </SkeletonGroup>
      </div>
    );
  if (thanks.state.status !== "ready" || thanks.state.value._tag === "Home")
    return <Redirect to={staticHref("home")} />;
  const summary = thanks.state.value.purchase.summary;
  return (
    <div className={`page-form ${styles.stack}`}>
      <PageTitle title={t("checkout:thanks_title")} />
      <h1>{t("checkout:thanks_title")}</h1>
      <Card
        title={t("checkout:thanks_order", { number: summary.number })}
        actions={
          <Link href={staticHref(TabLandingRoutes["my-orders"])} className={buttonClass()}>
            {t("checkout:see_orders")}
          </Link>
        }
      >
        <dl className="facts">
          {summary.plan === undefined ? null : (
            <div>
              <dt>{t("checkout:thanks_plan")}</dt>
              <dd>
                {summary.plan.name} <Money cents={summary.plan.price} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t("checkout:thanks_sim")}</dt>
            <dd>{t(summary.e_sim ? "cart:sim_type_e_sim" : "cart:sim_type_real_sim")}</dd>
          </div>
          {summary.address === undefined ? null : (
            <div>
              <dt>{t("checkout:thanks_address")}</dt>
              <dd>{summary.address}</dd>
            </div>
          )}
        </dl>
        <p>
          {summary.e_sim ? t("checkout:thanks_esim_next") : t("cart:sim_delivery_days", { min: 3, max: 7 })}
        </p>
      </Card>
    </div>
  );
};

export default ThanksPage;
