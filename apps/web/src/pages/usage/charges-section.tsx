import type { ChargeGrouping } from "@waea/domain/usage";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { buttonClass } from "../../components/button/button";
import { Card } from "../../components/card/card";
import { EmptyState } from "../../components/empty-state/empty-state";
import { Pager } from "../../components/pager/pager";
import { Skeleton, SkeletonGroup } from "../../components/skeleton/skeleton";
import { ChargeGroupsTable } from "./charge-groups-table";
import { GroupingSwitch, WINDOW_CAPTION } from "./grouping-switch";
import { LoadState } from "./load-state";
import { useGroupedCharges } from "./use-grouped-charges";
import type { UsageProduct } from "./use-usage";

/** The empty state of a grouping's window: nothing was charged in it, and when usage shows up. */
export const NoCharges = ({ groupBy }: { readonly groupBy: ChargeGrouping }) => {
  const { t } = useTranslation("usage");
  return (
    <EmptyState
      level={3}
      title={t("usage:no_charges", { period: t(WINDOW_CAPTION[groupBy]) })}
      text={t("usage:no_charges_text")}
    />
  );
};

/**
 * USE-02 on the usage page: the charges grouped by day, month or year, one row a group, 10 a page; every charge a
 * link away.
 */
export const ChargesSection = ({
  usage,
  fwa,
  details,
}: {
  readonly usage: UsageProduct;
  readonly fwa: boolean;
  readonly details: string;
}) => {
  const { t } = useTranslation("usage");
  const { groupBy, choose, page, setPage, charges, shown, totalPages } = useGroupedCharges(usage);
  // No way to every charge where the window has none: the empty state says what to do instead.
  const none = charges.state.status === "ready" && charges.state.value.groups.length === 0;
  return (
    <Card
      title={t("usage:charges_heading")}
      actions={
        none ? undefined : (
          <Link href={details} className={buttonClass("secondary")}>
            {t("usage:see_details")}
          </Link>
        )
      }
    >
      <GroupingSwitch value={groupBy} onChange={choose} />
      <LoadState
        load={charges}
        skeleton={
          <SkeletonGroup>
            <Skeleton shape="block" height="24rem" />
          </SkeletonGroup>
        }
        isEmpty={(value) => value.groups.length === 0}
        empty={<NoCharges groupBy={groupBy} />}
      >
        {(value) => (
          <>
            <ChargeGroupsTable groups={shown(value.groups)} caption={t(WINDOW_CAPTION[groupBy])} fwa={fwa} />
            <Pager
              page={page}
              totalPages={totalPages(value.groups)}
              onPage={setPage}
              label={t("usage:group_pages")}
            />
          </>
        )}
      </LoadState>
    </Card>
  );
};
