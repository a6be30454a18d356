import { nanosToMillis } from "@waea/domain/ports";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { Money } from "../../components/money";
import { NzDate } from "../../components/nz-date";
import { Stat } from "../../components/stat/stat";
import { i18nKey } from "../../i18n/message";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { FwaServicePage } from "./fwa-service-page";
import styles from "./fwa.module.css";

/**
 * BB-04, profile/broadband/fwa and fwa/subscriptions: the account's fixed wireless service with its plan, monthly
 * price, status in words (2 not activated, 4 active, any other not active) and since when; the way to change its
 * plan (BB-02), to its usage and to its billing.
 */
const FwaSubscriptionsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["broadband", "dashboard", "account"]);
  return (
    <FwaServicePage account={account} title="broadband:fwa_subs_title">
      {(service) => (
        <Card
          title={service.planName ?? t("broadband:fwa_unknown_plan")}
          actions={
            <>
              <Link href={staticHref("profile.broadband.fwa.change-plan")} className={buttonClass("primary")}>
                {t("broadband:fwa_change_plan")}
              </Link>
              <Link href={staticHref("profile.broadband.fwa.usage")} className={buttonClass("secondary")}>
                {t("broadband:fwa_usage")}
              </Link>
              <Link href={staticHref("profile.broadband.fwa.billing")} className={buttonClass("secondary")}>
                {t("broadband:fwa_billing")}
              </Link>
            </>
          }
        >
          <div className={styles.facts}>
            <Stat label={t("broadband:fwa_status")} value={t(i18nKey(service.statusKey))} />
            {service.monthlyCents === undefined ? null : (
              <Stat label={t("broadband:fwa_price")} value={<Money cents={service.monthlyCents} />} />
            )}
            {service.createdAtNanos === undefined ? null : (
              <Stat
                label={t("broadband:fwa_since")}
                value={<NzDate millis={nanosToMillis(service.createdAtNanos)} />}
              />
            )}
          </div>
        </Card>
      )}
    </FwaServicePage>
  );
};

export default withAccount(FwaSubscriptionsPage);
