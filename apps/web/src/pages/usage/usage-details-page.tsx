import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { ChargeGroupDetails } from "./charge-list";
import { NoCharges } from "./charges-section";
import { GroupingSwitch, WINDOW_CAPTION } from "./grouping-switch";
import { LoadState } from "./load-state";
import { useGroupedCharges } from "./use-grouped-charges";
import type { UsageProduct } from "./use-usage";
import { UsageFrame } from "./usage-frame";
import { usageRoutes } from "./usage-routes";
import styles from "./usage.module.css";
import { AccountProduct } from "../profile/account-product";

const Details = ({ usage }: { readonly usage: UsageProduct }) => {
  const { t } = useTranslation("usage");
  const { groupBy, choose, page, setPage, charges, shown, totalPages } = useGroupedCharges(usage);
  return (
    <>
      <div className={styles.toolbar}>
        <GroupingSwitch value={groupBy} onChange={choose} />
        <p className={styles.window}>{t(WINDOW_CAPTION[groupBy])}</p>
      </div>
      <LoadState
        load={charges}
        skeleton={
          <SkeletonGroup>
            <div className={styles.cards}>
              <Skeleton shape="card" height="16rem" lines={5} />
              <Skeleton shape="card" height="16rem" lines={5} />
            </div>
          </SkeletonGroup>
        }
        isEmpty={(value) => value.groups.length === 0}
        empty={<NoCharges groupBy={groupBy} />}
      >
        {(value) => (
          <>
            <div className={styles.cards}>
              {shown(value.groups).map((group) => (
                <ChargeGroupDetails key={group.key} group={group} />
              ))}
            </div>
            <Pager
              page={page}
              totalPages={totalPages(value.groups)}
              onPage={setPage}
              label={t("usage:group_pages")}
            />
          </>
        )}
      </LoadState>
    </>
  );
};

/**
 * USE-04: every usage charge of the mobile product (/profile/mobile/usage/details) or the fixed wireless product
 * (/profile/broadband/fwa/usage/details), grouped by day, month or year (10 groups a page), each group with its
 * totals.
 */
const UsageDetailsPage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation("usage");
  const routes = usageRoutes(route.id);
  return (
    <UsageFrame title={routes.detailsTitle} back={{ href: routes.overview, label: "usage:back_to_usage" }}>
      <AccountProduct account={account} empty={<EmptyState title={t("usage:no_product")} />}>
        {(product) => (
          <Details
            usage={{
              account: account.uuid,
              product: product.UUID,
              productType: product.ProductType ?? "mobile",
            }}
          />
        )}
      </AccountProduct>
    </UsageFrame>
  );
};

export default withAccount(UsageDetailsPage);
