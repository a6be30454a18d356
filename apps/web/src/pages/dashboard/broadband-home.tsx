import { useSignals } from "@preact/signals-react/runtime";
import { loadFibreSummary } from "@waea/domain/broadband";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { BroadbandSkeleton } from "./broadband-skeleton";
import type { BroadbandKind } from "./broadband-links";
import { useBroadbandSummary } from "./broadband-summary-card";
import styles from "./dashboard.module.css";
import { FibreFigures } from "./fibre-summary";

/** Fixed wireless's summary reads and figures (the mobile dashboard's usage meters): loaded for that account only. */
const FwaHome = lazy(() => import("./broadband-fwa-home"));

const FibreHome = ({ customerUUID }: { readonly customerUUID: string }) => {
  useSignals();
  const { t } = useTranslation("dashboard");
  return useBroadbandSummary(
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
 * Fixed wireless shows its plan, bill and data left (loadMobileDashboard: the service is a mobileFWA product), under
 * the summary's skeleton while its code loads; fibre its plan (name, speeds, monthly price), service id and the
 * account's bill (the domain's loadFibreSummary).
 */
export const BroadbandHome = ({
  customerUUID,
  kind,
}: {
  readonly customerUUID: string;
  readonly kind: BroadbandKind;
}) =>
  kind === "fwa" ? (
    <Suspense fallback={<BroadbandSkeleton kind="fwa" />}>
      <FwaHome customerUUID={customerUUID} />
    </Suspense>
  ) : (
    <FibreHome customerUUID={customerUUID} />
  );
