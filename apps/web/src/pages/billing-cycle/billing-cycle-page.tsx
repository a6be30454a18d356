import { BalanceCard, MOBILE_BALANCE_LINKS } from "../balance/balance-card";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BillingCycleCard } from "./billing-cycle-card";

/**
 * The mobile billing page (mobile/billing, postpay only, spec 02 §2): what the account owes with its billing period
 * (PAY-10) and the billing cycle with its change (PAY-09).
 */
const BillingPage = ({ account }: AccountPageProps) => (
  <ProfilePage title="billing:billing_title">
    <BalanceCard account={account.uuid} product={account.product} links={MOBILE_BALANCE_LINKS} />
    <BillingCycleCard account={account.uuid} />
  </ProfilePage>
);

export default withAccount(BillingPage);
