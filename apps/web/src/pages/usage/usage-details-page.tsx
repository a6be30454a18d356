import type { ChargeGrouping } from "@waea/domain/usage";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProfilePage } from "../profile/profile-page-frame";
import { withAccount, type AccountPageProps } from "../profile/with-account";
import { ChargeGroupDetails } from "./charge-list";
import { GroupingSwitch, WINDOW_CAPTION } from "./grouping-switch";
import { LoadState } from "./load-state";
import { useUsageCharges, type UsageProduct } from "./use-usage";
import { usageRoutes } from "./usage-routes";

const Details = ({ usage }: { readonly usage: UsageProduct }) => {
  const { t } = useTranslation("usage");
  const [groupBy, setGroupBy] = useState<ChargeGrouping>("day");
  const charges = useUsageCharges(usage, groupBy);
  return (
    <>
      <GroupingSwitch value={groupBy} onChange={setGroupBy} />
      <p className="usage-window">{t(WINDOW_CAPTION[groupBy])}</p>
      <LoadState
        load={charges}
        isEmpty={(value) => value.groups.length === 0}
        empty={<p className="usage-empty">{t("usage:no_charges", { period: t(WINDOW_CAPTION[groupBy]) })}</p>}
      >
        {(value) => value.groups.map((group) => <ChargeGroupDetails key={group.key} group={group} />)}
      </LoadState>
    </>
  );
};

/**
 * USE-04: every usage charge of the mobile product (/profile/mobile/usage/details) or the fixed wireless product
 * (/profile/broadband/fwa/usage/details), grouped by day, month or year, each group with its totals.
 */
const UsageDetailsPage = ({ account, route }: AccountPageProps) => {
  const { t } = useTranslation("usage");
  const routes = usageRoutes(route.id);
  const product = account.product;
  return (
    <ProfilePage
      title={routes.detailsTitle}
      back={{ href: routes.overview, label: "usage:back_to_usage" }}
      className="usage-page"
    >
      {product === undefined ? (
        <p className="usage-empty">{t("usage:no_product")}</p>
      ) : (
        <Details
          usage={{
            account: account.uuid,
            product: product.UUID,
            productType: product.ProductType ?? "mobile",
          }}
        />
      )}
    </ProfilePage>
  );
};

export default withAccount(UsageDetailsPage);
