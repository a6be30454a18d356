import {
  ACCOUNT_DISPLAY_NAME_LIMIT,
  AccountTypeLabelKeys,
  AUTH_DISPLAY_NAME_LIMIT,
  accountType,
  displayName,
} from "@waea/domain/account";
import { useSignals } from "@preact/signals-react/runtime";
import { isRouteEnabled, routeById, staticHref, type RouteId } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { Card } from "../../components/card/card";
import { i18nKey } from "../../i18n/message";
import { paymentLinks } from "./payment-links";
import { PersonalDataForm } from "./personal-data-form";
import { ProfilePage } from "./profile-page-frame";
import { withAccount, type AccountPageProps } from "./with-account";

const LINKS: ReadonlyArray<{ readonly route: RouteId; readonly label: string }> = [
  { route: "profile.account.change-password", label: "profile:change_password" },
  { route: "profile.account.change-email", label: "profile:change_email" },
  { route: "profile.account.change-notifications", label: "profile:change_notifications" },
  { route: "profile.account.rewards-link", label: "profile:rewards_link" },
  { route: "profile.shipping-details", label: "profile:shipping_details" },
  { route: "profile.order-history", label: "profile:order_history" },
];

/** The account (PRO-01): who and what the account is, the personal data form, and the account's other pages. */
const AccountPage = ({ account }: AccountPageProps) => {
  useSignals();
  const { t } = useTranslation(["profile", "account", "web", "payments", "billing"]);
  const { settings, visitor } = useAppState();
  const { customer } = account;
  const fibreOnly = visitor.value.account?.fibreOnly ?? false;
  const type = accountType(account.product, { fibreOnly });
  const money = paymentLinks(visitor.value, settings);
  return (
    <ProfilePage title="profile:account_title">
      <div className="account-cards">
        <Card>
          <dl className="facts">
            <dt>{t("profile:name")}</dt>
            <dd>{displayName(customer.FirstName, customer.LastName, AUTH_DISPLAY_NAME_LIMIT)}</dd>
            <dt>{t("profile:shown_as")}</dt>
            <dd>{displayName(customer.FirstName, customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT)}</dd>
            <dt>{t("web:email")}</dt>
            <dd>{customer.Email}</dd>
            {customer.AccountNumber === undefined ? null : (
              <>
                <dt>{t("profile:account_number")}</dt>
                <dd>{customer.AccountNumber}</dd>
              </>
            )}
            <dt>{t("profile:account_type")}</dt>
            <dd>{t(i18nKey(AccountTypeLabelKeys[type]))}</dd>
          </dl>
        </Card>
        <Card>
          <PersonalDataForm account={account} />
        </Card>
        {money.length === 0 ? null : (
          <Card title={t("profile:payments_title")}>
            <ul className="nav-list">
              {money.map(({ route, label }) => (
                <li key={route}>
                  <Link href={staticHref(route)}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </Card>
        )}
        <Card title={t("profile:more_settings")}>
          <ul className="nav-list">
            {LINKS.filter(({ route }) => isRouteEnabled(routeById(route), settings)).map(
              ({ route, label }) => (
                <li key={route}>
                  <Link href={staticHref(route)}>{t(label)}</Link>
                </li>
              ),
            )}
          </ul>
        </Card>
      </div>
    </ProfilePage>
  );
};

export default withAccount(AccountPage);
