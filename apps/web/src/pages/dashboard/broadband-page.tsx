import { useSignals } from "@preact/signals-react/runtime";
import { currentAccount } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BroadbandHome } from "./broadband-home";
import { DashboardFrame } from "./dashboard-frame";

/**
 * /profile/broadband, the broadband tab's landing page: the broadband summary until the broadband pages are built.
 * It is the home of a fibre-only customer, whose profile has only the broadband and bonuses tabs (PRO-08).
 */
const BroadbandPage = ({ account }: AccountPageProps) => {
  useSignals();
  const { t } = useTranslation("dashboard");
  const type = currentAccount(useAppState().visitor.value)?.accountType;
  return (
    <DashboardFrame title={t("dashboard:broadband_title")}>
      <BroadbandHome customerUUID={account.uuid} kind={type === "fwa" ? "fwa" : "ufb"} />
    </DashboardFrame>
  );
};

export default withAccount(BroadbandPage);
