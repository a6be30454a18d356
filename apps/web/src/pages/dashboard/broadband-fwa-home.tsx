import { StatGrid } from "../../components/stat/stat-grid";
import { useSignals } from "@preact/signals-react/runtime";
import { useAppState } from "../../app/app-context";
import { BalanceSection } from "./balance-section";
import { useBroadbandSummary } from "./broadband-summary-card";
import styles from "./dashboard.module.css";
import { loadMobileDashboard, type MobileDashboardData } from "./dashboard-data";
import { UsageSection } from "./usage-section";

/** Fixed wireless: the plan, the bill and the data left (an unlimited plan shows its use), as of their read. */
const fwaFigures = (data: MobileDashboardData | undefined, reload: () => void) => {
  if (data === undefined) return null;
  const dataLeft = data.usage.filter((balance) => balance.kind === "data");
  return (
    <StatGrid>
      {data.plan === undefined ? null : <p className={styles.planName}>{data.plan.Name}</p>}
      {data.balance === undefined ? null : (
        <BalanceSection balance={data.balance} readAtMillis={data.readAtMillis} />
      )}
      {data.usageError === undefined && dataLeft.length === 0 ? null : (
        <UsageSection
          usage={dataLeft}
          error={data.usageError}
          readAtMillis={data.readAtMillis}
          onRetry={reload}
        />
      )}
    </StatGrid>
  );
};

/**
 * The summary of a fixed wireless home, a chunk of its own (broadband-home.tsx imports it for a fixed wireless
 * account only): the mobile dashboard's reads of the mobileFWA product and its usage meters, which a fibre-only
 * customer's summary never shows.
 */
const FwaHome = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  const account = useAppState().account.value;
  const shown = account.status === "ready" ? account.product : undefined;
  return useBroadbandSummary(
    () => loadMobileDashboard(customerUUID, shown),
    `${customerUUID}/${shown?.UUID}/broadband`,
    fwaFigures,
    "fwa",
  );
};

export default FwaHome;
