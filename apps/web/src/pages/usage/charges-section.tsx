import type { ChargeGrouping } from "@waea/domain/usage";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChargeGroupsTable } from "./charge-groups-table";
import { GroupingSwitch, WINDOW_CAPTION } from "./grouping-switch";
import { LoadState } from "./load-state";
import { useUsageCharges, type UsageProduct } from "./use-usage";

/** USE-02 on the usage page: the charges grouped by day, month or year, one row a group. */
export const ChargesSection = ({ usage, fwa }: { readonly usage: UsageProduct; readonly fwa: boolean }) => {
  const { t } = useTranslation("usage");
  const [groupBy, setGroupBy] = useState<ChargeGrouping>("day");
  const charges = useUsageCharges(usage, groupBy);
  return (
    <section className="usage-section" aria-labelledby="usage-charges">
      <h2 id="usage-charges">{t("usage:charges_heading")}</h2>
      <GroupingSwitch value={groupBy} onChange={setGroupBy} />
      <LoadState
        load={charges}
        isEmpty={(value) => value.groups.length === 0}
        empty={<p className="usage-empty">{t("usage:no_charges", { period: t(WINDOW_CAPTION[groupBy]) })}</p>}
      >
        {(value) => (
          <ChargeGroupsTable groups={value.groups} caption={t(WINDOW_CAPTION[groupBy])} fwa={fwa} />
        )}
      </LoadState>
    </section>
  );
};
