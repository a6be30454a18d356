import { useTranslation } from "react-i18next";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { formatAsOfTime } from "../../components/stat/as-of-time";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { BalancesList } from "./balances-list";
import { ChargesSection } from "./charges-section";
import { LoadState } from "./load-state";
import { useUsageBalances, useUsageHistogram, type UsageProduct } from "./use-usage";
import { UsageChart } from "./usage-chart";
import { UsageFrame } from "./usage-frame";
import { usageRoutes, type UsageRoutes } from "./usage-routes";
import styles from "./usage.module.css";
import { AccountProduct } from "../profile/account-product";

const BalancesCard = ({ usage }: { readonly usage: UsageProduct }) => {
  const { t } = useTranslation(["usage", "web"]);
  const balances = useUsageBalances(usage);
  const readAt = balances.state.status === "ready" ? balances.state.value.readAt : undefined;
  return (
    <Card
      title={t("usage:balances_heading")}
      headerAside={
        readAt === undefined ? undefined : (
          <time className={styles.asOf} dateTime={new Date(readAt).toISOString()}>
            {t("web:kit_as_of", { time: formatAsOfTime(readAt) })}
          </time>
        )
      }
    >
      <LoadState
        load={balances}
        skeleton={
          <SkeletonGroup>
            <div className={styles.balances}>
              <Skeleton shape="block" height="5.5rem" />
              <Skeleton shape="block" height="5.5rem" />
              <Skeleton shape="block" height="5.5rem" />
            </div>
          </SkeletonGroup>
        }
        isEmpty={(value) => value.balances.length === 0}
        empty={<EmptyState level={3} title={t("usage:no_balances")} text={t("usage:no_balances_text")} />}
      >
        {(value) => <BalancesList balances={value.balances} />}
      </LoadState>
    </Card>
  );
};

const ChartCard = ({ usage, fwa }: { readonly usage: UsageProduct; readonly fwa: boolean }) => {
  const { t } = useTranslation("usage");
  const histogram = useUsageHistogram(usage);
  return (
    <Card title={t("usage:chart_heading")}>
      <LoadState
        load={histogram}
        skeleton={
          <SkeletonGroup>
            <Skeleton width="80%" />
            <Skeleton shape="block" height="18rem" />
          </SkeletonGroup>
        }
        isEmpty={(points) => points.every((point) => point.dataMB === 0 && point.minutes === 0)}
        empty={
          <EmptyState level={3} title={t("usage:no_usage_30_days")} text={t("usage:usage_shows_soon")} />
        }
      >
        {(points) => <UsageChart points={points} withMinutes={!fwa} />}
      </LoadState>
    </Card>
  );
};

const UsageCards = ({ usage, routes }: { readonly usage: UsageProduct; readonly routes: UsageRoutes }) => (
  <div className={styles.cards}>
    <BalancesCard usage={usage} />
    <ChartCard usage={usage} fwa={routes.fwa} />
    <ChargesSection usage={usage} fwa={routes.fwa} details={routes.details} />
  </div>
);

/**
 * USE-01..04: the usage of the signed-in account's mobile product (/profile/mobile/usage) or fixed wireless
 * product (/profile/broadband/fwa/usage): what is left, the last 30 days as a chart and a table, and the charges
 * grouped by day, month or year, with a way to every charge on the details page.
 */
const UsagePage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation("usage");
  const routes = usageRoutes(route.id);
  return (
    <UsageFrame title={routes.title}>
      <AccountProduct account={account} empty={<EmptyState title={t("usage:no_product")} />}>
        {(product) => (
          <UsageCards
            usage={{
              account: account.uuid,
              product: product.UUID,
              productType: product.ProductType ?? "mobile",
            }}
            routes={routes}
          />
        )}
      </AccountProduct>
    </UsageFrame>
  );
};

export default withAccount(UsagePage);
