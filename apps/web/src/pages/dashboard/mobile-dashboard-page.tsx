import { useTranslation } from "react-i18next";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { DashboardFrame } from "./dashboard-frame";
import { readDashboardEarly, type EarlyReadState } from "./early-read";
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

/** The dashboard's first read, started once the session is restored (shell/pages.ts, preloadPage). */
export const preloadReads = (state: EarlyReadState): void => readDashboardEarly(state, () => true);

export default withAccount(MobileDashboardPage);
