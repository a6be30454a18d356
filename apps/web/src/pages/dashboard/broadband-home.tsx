import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText } from "../../dialogs/error-text";
import { BalanceSection } from "./balance-section";
import { broadbandLinks, type BroadbandKind } from "./broadband-links";
import styles from "./dashboard.module.css";
import { loadMobileDashboard } from "./dashboard-data";
import { UsageSection } from "./usage-section";

/**
 * The home of a fixed wireless or fibre-only account: a broadband summary card (the plan, the bill and, for fixed
 * wireless, the data left) with links to the broadband pages. A fibre-only account has no mobile product, so its
 * card names the service and links on.
 */
export const BroadbandHome = ({
  customerUUID,
  kind,
}: {
  readonly customerUUID: string;
  readonly kind: BroadbandKind;
}) => {
  useSignals();
  const { t } = useTranslation(["dashboard", "errors", "usage"]);
  const state = useAppState();
  const account = state.account.value;
  const productUUID = account.status === "ready" ? account.product?.UUID : undefined;
  const load = useLoad(
    () => loadMobileDashboard(customerUUID, productUUID),
    `${customerUUID}/${productUUID}/broadband`,
  );
  const links = broadbandLinks(kind, state.visitor.value, state.settings);
  const loaded = load.state;
  if (loaded.status === "loading")
    return (
      <SkeletonGroup label={t("dashboard:loading")}>
        <div className={kind === "fwa" ? styles.fwaSkeleton : styles.ufbSkeleton}>
          <Skeleton shape="card" height="var(--skeleton-card-height)" lines={kind === "fwa" ? 4 : 2} />
        </div>
      </SkeletonGroup>
    );
  if (loaded.status === "crashed" || loaded.status === "failed") {
    const message = loaded.status === "failed" ? errorText(loaded.error) : DEFECT_TEXT;
    return (
      <ErrorState
        title={t("dashboard:error_title")}
        message={t(message.key, message.params ?? {})}
        onRetry={load.reload}
      />
    );
  }
  const data = kind === "fwa" ? loaded.value : undefined;
  // The data left, when the plan has an allowance to show (an unlimited fixed wireless plan may list none).
  const dataLeft = data?.usage.filter((balance) => balance.kind === "data") ?? [];
  return (
    <div className={styles.grid}>
      <Card
        className={styles.wide ?? ""}
        title={t(kind === "fwa" ? "dashboard:broadband_fwa_title" : "dashboard:broadband_ufb_title")}
        actions={
          links.length === 0 ? undefined : (
            <ul className={styles.links}>
              {links.map((link, index) => (
                <li key={link.route}>
                  <Link
                    href={staticHref(link.route)}
                    className={buttonClass(index === 0 ? "primary" : "secondary")}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      >
        {data === undefined ? (
          <p className={styles.muted}>{t("dashboard:broadband_ufb_text")}</p>
        ) : (
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
                onRetry={load.reload}
              />
            )}
          </div>
        )}
      </Card>
    </div>
  );
};
