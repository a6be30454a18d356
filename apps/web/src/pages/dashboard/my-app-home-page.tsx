import { useSignals } from "@preact/signals-react/runtime";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName } from "@waea/domain/account";
import { currentAccount } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BroadbandHome } from "./broadband-home";
import { DashboardFrame } from "./dashboard-frame";
import { MobileDashboard } from "./mobile-dashboard";

/**
 * /profile/my-app-home: the signed-in customer's home, the dashboard of their main product. The account type (the
 * domain's, from the current product) picks it: fixed wireless and fibre-only accounts get the broadband summary,
 * every other account the mobile dashboard.
 */
const MyAppHomePage = ({ account }: AccountPageProps) => {
  useSignals();
  const { t } = useTranslation("dashboard");
  const type = currentAccount(useAppState().visitor.value)?.accountType;
  const name = displayName(account.customer.FirstName, account.customer.LastName, ACCOUNT_DISPLAY_NAME_LIMIT);
  return (
    <DashboardFrame title={t("dashboard:home_title")} lead={t("dashboard:greeting", { name })}>
      {type === "fwa" || type === "ufb" ? (
        <BroadbandHome customerUUID={account.uuid} kind={type} />
      ) : (
        <MobileDashboard customerUUID={account.uuid} />
      )}
    </DashboardFrame>
  );
};

export default withAccount(MyAppHomePage);
