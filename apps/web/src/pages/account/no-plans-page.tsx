import { useSignals } from "@preact/signals-react/runtime";
import { isRouteEnabled, routeById, staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { AccountStatusPage } from "./account-status-page";
import { buttonClass } from "../../components/button/button";

/** An account without add-ons (PRO-09): choose a plan. */
const NoPlansPage = () => {
  useSignals();
  const { t } = useTranslation(["web", "access"]);
  const { settings } = useAppState();
  return (
    <AccountStatusPage title="access:no_plans_title" text="access:no_plans_text">
      {isRouteEnabled(routeById("plans"), settings) ? (
        <li>
          <Link href={staticHref("plans")} className={buttonClass()}>
            {t("access:choose_plan")}
          </Link>
        </li>
      ) : null}
      <li>
        <Link href={staticHref("help")}>{t("access:contact_support")}</Link>
      </li>
    </AccountStatusPage>
  );
};

export default NoPlansPage;
