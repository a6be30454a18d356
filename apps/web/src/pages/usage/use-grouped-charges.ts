import { PAGE_SIZE, pageCount, pageOf } from "@waea/domain/paging";
import type { ChargeGroup, ChargeGrouping } from "@waea/domain/usage";
import { useState } from "react";
import { useUsageCharges, type UsageProduct } from "./use-usage";

/**
 * USE-02, USE-04: the charges of a product grouped by day, month or year, 10 groups a page (spec 01 §3): the
 * grouping chosen (day at first), the page shown, and the charges of the grouping's window. Choosing another
 * grouping loads its window and starts again at the first page. `useCharges` is the load (the page's own, or a
 * test's).
 */
export const useGroupedCharges = (usage: UsageProduct, useCharges = useUsageCharges) => {
  const [groupBy, setGroupBy] = useState<ChargeGrouping>("day");
  const [page, setPage] = useState(1);
  const charges = useCharges(usage, groupBy);
  return {
    groupBy,
    page,
    charges,
    choose: (grouping: ChargeGrouping) => {
      setGroupBy(grouping);
      setPage(1);
    },
    setPage,
    /** The groups of the page shown. */
    shown: (groups: ReadonlyArray<ChargeGroup>): ReadonlyArray<ChargeGroup> => pageOf(groups, page),
    totalPages: (groups: ReadonlyArray<ChargeGroup>): number => pageCount(groups.length, PAGE_SIZE),
  };
};
