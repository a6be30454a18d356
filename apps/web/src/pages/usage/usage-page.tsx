import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BalancesList } from "./balances-list";
import { ChargesSection } from "./charges-section";
import { LoadState } from "./load-state";
import { useUsageBalances, useUsageHistogram, type UsageProduct } from "./use-usage";
import { UsageChart } from "./usage-chart";
import { usageRoutes } from "./usage-routes";

const BalancesSection = ({ usage }: { readonly usage: UsageProduct }) => {
  const { t } = useTranslation("usage");
  const balances = useUsageBalances(usage);
  return (
    <section className="usage-section" aria-labelledby="usage-balances">
      <h2 id="usage-balances">{t("usage:balances_heading")}</h2>
      <LoadState
        load={balances}
        isEmpty={(value) => value.length === 0}
        empty={<p className="usage-empty">{t("usage:no_balances")}</p>}
      >
        {(value) => <BalancesList balances={value} />}
      </LoadState>
    </section>
  );
};

const ChartSection = ({ usage, fwa }: { readonly usage: UsageProduct; readonly fwa: boolean }) => {
  const { t } = useTranslation("usage");
  const histogram = useUsageHistogram(usage);
  return (
    <section className="usage-section" aria-labelledby="usage-chart">
      <h2 id="usage-chart">{t("usage:chart_heading")}</h2>
      <LoadState
        load={histogram}
        isEmpty={(points) => points.every((point) => point.dataMB === 0 && point.minutes === 0)}
        empty={<p className="usage-empty">{t("usage:no_usage_30_days")}</p>}
      >
        {(points) => <UsageChart points={points} withMinutes={!fwa} />}
      </LoadState>
    </section>
  );
};

/**
 * USE-01..04: the usage of the signed-in account's mobile product (/profile/mobile/usage) or fixed wireless
 * product (/profile/broadband/fwa/usage): what is left, the last 30 days as a chart and a table, and the charges
 * grouped by day, month or year, with a way to every charge on the details page.
 */
const UsagePage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation(["usage", "plans"]);
  const routes = usageRoutes(route.id);
  const product = account.product;
  return (
    <ProfilePage title={routes.title} className="usage-page">
      {product === undefined ? (
        <p className="usage-empty">{t("usage:no_product")}</p>
      ) : (
        <UsageSections
          usage={{
            account: account.uuid,
            product: product.UUID,
            productType: product.ProductType ?? "mobile",
          }}
          fwa={routes.fwa}
        />
      )}
      <p className="usage-more">
        <Link href={routes.details}>{t("usage:see_details")}</Link>
      </p>
    </ProfilePage>
  );
};

const UsageSections = ({ usage, fwa }: { readonly usage: UsageProduct; readonly fwa: boolean }) => (
  <>
    <BalancesSection usage={usage} />
    <ChartSection usage={usage} fwa={fwa} />
    <ChargesSection usage={usage} fwa={fwa} />
  </>
);

export default withAccount(UsagePage);
