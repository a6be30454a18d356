import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { AccountStatusPage } from "./account-status-page";
import { buttonClass } from "../../components/button/button";

/** An account without cards or a parent billing route (PRO-09): add a card to continue. */
const NoPaymentMethodsPage = () => {
  const { t } = useTranslation(["web", "access"]);
  return (
    <AccountStatusPage title="access:no_payment_methods_title" text="access:no_payment_methods_text">
      <li>
        <Link href={staticHref("profile.balance.add-card")} className={buttonClass()}>
          {t("access:add_card")}
        </Link>
      </li>
      <li>
        <Link href={staticHref("help")}>{t("access:contact_support")}</Link>
      </li>
    </AccountStatusPage>
  );
};

export default NoPaymentMethodsPage;
