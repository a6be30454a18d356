import { openThanksPage } from "@waea/domain/checkout";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";
import { PageTitle } from "../../components/page-title";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import styles from "./broadband.module.css";

/**
 * thanks-broadband (BB-01): the purchased summary of the completed broadband order (its number, plan and install
 * address), kept after the purchase; the route's guard sends anyone without a completed purchase home.
 */
const ThanksBroadbandPage = () => {
  const { t } = useTranslation("broadband");
  const thanks = useLoad(() => openThanksPage, "thanks-broadband");
  const shown = thanks.state.status === "ready" ? thanks.state.value : undefined;
  return (
    <div className={`page page-form ${styles.page ?? ""}`}>
      <PageTitle title={t("broadband:thanks_title")} />
      <h1>{t("broadband:thanks_title")}</h1>
      {shown === undefined ? (
        <SkeletonGroup>
          <Skeleton shape="card" height="12rem" />
        </SkeletonGroup>
      ) : shown._tag === "Home" ? (
        <p>{t("broadband:thanks_none")}</p>
      ) : (
        <Card
          title={t("broadband:thanks_summary")}
          actions={
            <Link href={staticHref("profile.broadband")} className={buttonClass("primary")}>
              {t("broadband:thanks_to_broadband")}
            </Link>
          }
        >
          <p className="lead">{t("broadband:thanks_text")}</p>
          <dl className="facts">
            <dt>{t("broadband:thanks_number")}</dt>
            <dd>{shown.purchase.summary.number}</dd>
            <dt>{t("broadband:flow_summary_plan")}</dt>
            <dd>
              {shown.purchase.summary.plan?.name} <Money cents={shown.purchase.summary.plan?.price} />
            </dd>
            <dt>{t("broadband:flow_summary_address")}</dt>
            <dd>{shown.purchase.summary.address}</dd>
          </dl>
        </Card>
      )}
    </div>
  );
};

export default ThanksBroadbandPage;
