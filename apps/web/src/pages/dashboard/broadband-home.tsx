import { useSignals } from "@preact/signals-react/runtime";
import { loadFibreSummary } from "@waea/domain/broadband";
import type * as Effect from "effect/Effect";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText, type WebError } from "../../dialogs/error-text";
import { BalanceSection } from "./balance-section";
import { BroadbandLinkList } from "./broadband-link-list";
import { BroadbandSkeleton } from "./broadband-skeleton";
import { broadbandLinks, type BroadbandKind } from "./broadband-links";
import styles from "./dashboard.module.css";
import { loadMobileDashboard, type MobileDashboardData } from "./dashboard-data";
import { FibreFigures } from "./fibre-summary";
import { dashboardKey } from "./usage-keys";
import { UsageSection } from "./usage-section";

/** The summary card, in its loading and error states, around the figures of what was read. */
const useSummary = <A, E extends WebError>(
  load: () => Effect.Effect<A, E, AppServices>,
  key: string,
  figures: (value: A, reload: () => void) => ReactNode,
  kind: BroadbandKind,
) => {
  const { t } = useTranslation(["dashboard", "errors"]);
  const state = useAppState();
  const loaded = useLoad(load, key);
  const links = broadbandLinks(kind, state.visitor.value, state.settings);
  const current = loaded.state;
  if (current.status === "loading") return <BroadbandSkeleton kind={kind} />;
  if (current.status === "crashed" || current.status === "failed") {
    const message = current.status === "failed" ? errorText(current.error) : DEFECT_TEXT;
    return (
      <ErrorState
        title={t("dashboard:error_title")}
        message={t(dashboardKey(message.key), message.params ?? {})}
        onRetry={loaded.reload}
      />
    );
  }
  return (
    <div className={styles.grid}>
      <Card
        className={styles.wide ?? ""}
        title={t(kind === "fwa" ? "dashboard:broadband_fwa_title" : "dashboard:broadband_ufb_title")}
        actions={<BroadbandLinkList links={links} />}
      >
        {figures(current.value, loaded.reload)}
      </Card>
    </div>
  );
};

/** Fixed wireless: the plan, the bill and the data left (an unlimited plan shows its use), as of their read. */
const fwaFigures = (data: MobileDashboardData | undefined, reload: () => void) => {
  if (data === undefined) return null;
  const dataLeft = data.usage.filter((balance) => balance.kind === "data");
  return (
    <div className={styles.figures}>
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
    </div>
  );
};

const FwaHome = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  const account = useAppState().account.value;
  const productUUID = account.status === "ready" ? account.product?.UUID : undefined;
  return useSummary(
    () => loadMobileDashboard(customerUUID, productUUID),
    `${customerUUID}/${productUUID}/broadband`,
    fwaFigures,
    "fwa",
  );
};

const FibreHome = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  const { t } = useTranslation("dashboard");
  return useSummary(
    () => loadFibreSummary(customerUUID),
    `${customerUUID}/fibre`,
    (summary) =>
      summary === undefined ? (
        <p className={styles.muted}>{t("dashboard:broadband_ufb_text")}</p>
      ) : (
        <FibreFigures summary={summary} />
      ),
    "ufb",
  );
};

/**
 * The home of a fixed wireless or fibre-only account: a broadband summary card with links to the broadband pages.
 * Fixed wireless shows its plan, bill and data left (loadMobileDashboard: the service is a mobileFWA product); fibre
 * its plan (name, speeds, monthly price), service id and the account's bill (the domain's loadFibreSummary).
 */
export const BroadbandHome = ({
  customerUUID,
  kind,
}: {
  readonly customerUUID: string;
  readonly kind: BroadbandKind;
}) => (kind === "fwa" ? <FwaHome customerUUID={customerUUID} /> : <FibreHome customerUUID={customerUUID} />);
