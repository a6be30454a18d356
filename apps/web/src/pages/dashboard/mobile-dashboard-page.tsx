import { useTranslation } from "react-i18next";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { DashboardFrame } from "./dashboard-frame";
import { MobileDashboard } from "./mobile-dashboard";

/** /profile/mobile and /mobile-app-dashboard (PLAN-01): the mobile dashboard of the chosen account. */
const MobileDashboardPage = ({ account }: AccountPageProps) => {
  const { t } = useTranslation("dashboard");
  return (
    <DashboardFrame title={t("dashboard:mobile_title")}>
      <MobileDashboard customerUUID={account.uuid} />
    </DashboardFrame>
  );
};

/** The code of the dashboard's first read, loaded with the page's chunk (shell/pages.ts, preloadPage). */
export { preloadDashboardReads as preloadReads } from "./dashboard-data";

export default withAccount(MobileDashboardPage);
