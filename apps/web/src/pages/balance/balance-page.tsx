import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BalanceCard, BROADBAND_BALANCE_LINKS } from "./balance-card";

/** PAY-10, profile/broadband/balance: the account's balance (BalanceCard) with the broadband tab's actions. */
const BalancePage = ({ account }: AccountPageProps) => (
  <ProfilePage title="dashboard:broadband_balance">
    <BalanceCard account={account.uuid} product={account.product} links={BROADBAND_BALANCE_LINKS} />
  </ProfilePage>
);

export default withAccount(BalancePage);
