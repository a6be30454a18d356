import { act, renderHook } from "@testing-library/react";
import { usageWindow, ZERO_TOTALS, type ChargeGroup, type ChargeGrouping } from "@waea/domain/usage";
import { describe, expect, it } from "vitest";
import { useGroupedCharges } from "./use-grouped-charges";
import type { useUsageCharges } from "./use-usage";

const usage = { account: "a", product: "p", productType: "mobile" } as const;

/** 23 groups of the grouping: three pages of 10. */
const groupsOf = (grouping: ChargeGrouping): ReadonlyArray<ChargeGroup> =>
  Array.from({ length: 23 }, (_, i) => ({ key: `${grouping}-${i}`, totals: ZERO_TOTALS, charges: [] }));

/** A load of the charges that answers at once and remembers which groupings were asked for. */
const answering =
  (asked: Array<ChargeGrouping>): typeof useUsageCharges =>
  (_usage, groupBy) => {
    asked.push(groupBy);
    return {
      state: { status: "ready", value: { window: usageWindow(groupBy, 0), groups: groupsOf(groupBy) } },
      reload: () => undefined,
      replace: () => undefined,
    };
  };

describe("useGroupedCharges (USE-02, USE-04)", () => {
  it("groups by day at first, pages 10 groups at a time, and starts again at page 1 for another grouping", () => {
    const asked: Array<ChargeGrouping> = [];
    const { result } = renderHook(() => useGroupedCharges(usage, answering(asked)));
    expect(result.current.groupBy).toBe("day");
    expect(asked.at(-1)).toBe("day");
    const groups = groupsOf("day");
    expect(result.current.totalPages(groups)).toBe(3);
    expect(result.current.shown(groups).map((g) => g.key)).toEqual(groups.slice(0, 10).map((g) => g.key));
    act(() => result.current.setPage(3));
    expect(result.current.shown(groups).map((g) => g.key)).toEqual(groups.slice(20).map((g) => g.key));
    act(() => result.current.choose("month"));
    expect(result.current.groupBy).toBe("month");
    expect(result.current.page).toBe(1);
    expect(asked.at(-1)).toBe("month");
  });
});
