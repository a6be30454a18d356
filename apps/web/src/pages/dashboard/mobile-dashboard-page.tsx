import { preloadPortModules } from "@waea/adapters/http";
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

/** The code of the dashboard's first read, its balance and usage port modules (shell/pages.ts, preloadPage). */
export const preloadReads = (): void => preloadPortModules(["payment-balances", "usage"]);

export default withAccount(MobileDashboardPage);
