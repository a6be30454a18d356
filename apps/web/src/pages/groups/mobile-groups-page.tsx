import { useTranslation } from "react-i18next";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { GroupsScreen } from "./groups-screen";

/** GRP-02, GRP-03, GRP-04: /profile/mobile-groups, the current service's (shown when the mode is ALL or MOBILE). */
const MobileGroupsPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation(["groups"]);
  return (
    <ProfilePage title="groups:menu_mobile_groups" width="wide">
      <p className="lead">{t("groups:mobile_lead")}</p>
      <GroupsScreen kind="mobile" account={account} />
    </ProfilePage>
  );
};

export default withAccount(MobileGroupsPage);
