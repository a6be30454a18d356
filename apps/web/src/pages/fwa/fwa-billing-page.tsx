import { BalanceCard, BROADBAND_BALANCE_LINKS } from "../balance/balance-card";
import { BillingCycleCard } from "../billing-cycle/billing-cycle-card";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { FwaServicePage } from "./fwa-service-page";
import styles from "./fwa.module.css";

/**
 * BB-04, profile/broadband/fwa/billing: what the fixed wireless account owes with its billing period (PAY-10) and
 * its billing cycle (PAY-09), the broadband tab's payment actions beside them.
 */
const FwaBillingPage = ({ account }: AccountPageProps) => (
  <FwaServicePage account={account} title="broadband:fwa_billing_title">
    {(_service, product) => (
      <div className={styles.stack}>
        <BalanceCard account={account.uuid} product={product} links={BROADBAND_BALANCE_LINKS} />
        <BillingCycleCard account={account.uuid} />
      </div>
    )}
  </FwaServicePage>
);

export default withAccount(FwaBillingPage);
