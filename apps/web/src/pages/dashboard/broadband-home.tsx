import { useSignals } from "@preact/signals-react/runtime";
import { staticHref } from "@waea/domain/routing";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAppState } from "../../app/app-context";
import { useLoad } from "../../components/use-load";
import { errorText } from "../../dialogs/error-text";
import { AsOf } from "./as-of";
import { BalanceSection } from "./balance-section";
import { broadbandLinks, type BroadbandKind } from "./broadband-links";
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
  const title = t(kind === "fwa" ? "dashboard:broadband_fwa_title" : "dashboard:broadband_ufb_title");
  if (loaded.status === "loading")
    return <div className="dashboard" aria-busy="true" aria-label={t("dashboard:loading")} />;
  if (loaded.status === "crashed" || loaded.status === "failed") {
    const message =
      loaded.status === "failed" ? errorText(loaded.error) : { key: "errors:something_went_wrong" };
    return (
      <div role="alert" className="dashboard-error">
        <h2>{t("dashboard:error_title")}</h2>
        <p>{t(message.key, message.params ?? {})}</p>
        <button type="button" onClick={load.reload}>
          {t("dashboard:retry")}
        </button>
      </div>
    );
  }
  const data = kind === "fwa" ? loaded.value : undefined;
  return (
    <div className="dashboard">
      <section aria-labelledby="broadband-summary">
        <h2 id="broadband-summary">{title}</h2>
        {data?.plan === undefined ? null : <p className="plan-name">{data.plan.Name}</p>}
        {data?.balance === undefined ? null : <BalanceSection balance={data.balance} />}
        {data === undefined ? null : (
          <>
            <UsageSection
              usage={data.usage.filter((balance) => balance.kind === "data")}
              error={data.usageError}
              onRetry={load.reload}
            />
            <AsOf millis={data.readAtMillis} />
          </>
        )}
        {links.length === 0 ? null : (
          <ul className="links">
            {links.map((link) => (
              <li key={link.route}>
                <Link href={staticHref(link.route)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
};
