import { useTranslation } from "react-i18next";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { GroupsScreen } from "./groups-screen";

/** GRP-01, GRP-03, GRP-04: /profile/customer-groups (shown when the group mode is ALL or CUSTOMER). */
const CustomerGroupsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["groups"]);
  return (
    <ProfilePage title="groups:menu_customer_groups" width="wide">
      <p className="lead">{t("groups:customer_lead")}</p>
      <GroupsScreen kind="customer" account={account} />
    </ProfilePage>
  );
};

export default withAccount(CustomerGroupsPage);
