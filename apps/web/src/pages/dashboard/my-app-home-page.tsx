import { useSignals } from "@preact/signals-react/runtime";
import { ACCOUNT_DISPLAY_NAME_LIMIT, displayName, isBroadbandAccountType } from "@waea/domain/account";
import { currentAccount } from "@waea/domain/routing";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import type { AppState } from "../../state/app-state";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BroadbandSkeleton } from "./broadband-skeleton";
import { DashboardFrame } from "./dashboard-frame";
import { readDashboardEarly, type EarlyReadState } from "./early-read";
import { MobileDashboard } from "./mobile-dashboard";

/**
 * The broadband summary, a chunk of its own: most homes are a mobile dashboard, which never shows it (a prepay
 * customer's home loaded its code, its fibre and fixed wireless modules and the shop item they read, 3.6 KiB).
 */
const BroadbandHome = lazy(() =>
  import("./broadband-home").then((module) => ({ default: module.BroadbandHome })),
);

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
      {isBroadbandAccountType(type) ? (
        <Suspense fallback={<BroadbandSkeleton kind={type} />}>
          <BroadbandHome customerUUID={account.uuid} kind={type} />
        </Suspense>
      ) : (
        <MobileDashboard customerUUID={account.uuid} />
      )}
    </DashboardFrame>
  );
};

/** The mobile dashboard's first read, started once the session is restored (shell/pages.ts, preloadPage). */
export const preloadReads = (state: EarlyReadState & Pick<AppState, "visitor">): void =>
  readDashboardEarly(state, () => !isBroadbandAccountType(currentAccount(state.visitor.value)?.accountType));

export default withAccount(MyAppHomePage);
