import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BillingCycleCard } from "./billing-cycle-card";

/**
 * The mobile billing page (mobile/billing, postpay only, spec 02 §2) as far as the billing cycle goes (PAY-09): the
 * balances of PAY-10 join it as cards of their own.
 */
const BillingPage = ({ account }: AccountPageProps) => (
  <ProfilePage title="billing:billing_title">
    <BillingCycleCard account={account.uuid} />
  </ProfilePage>
);

export default withAccount(BillingPage);
