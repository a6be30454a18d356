import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { USAGE_WINDOW_DAYS, usageWindow } from "./usage-window";

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);

describe("usageWindow (USE-02)", () => {
  it("looks back 30 days by day, a year by month and three years by year, ending now", () => {
    expect(usageWindow("day", NOW)).toEqual({ days: 30, fromMillis: NOW - 30 * DAY_MILLIS, uptoMillis: NOW });
    expect(usageWindow("month", NOW)).toEqual({
      days: 365,
      fromMillis: NOW - 365 * DAY_MILLIS,
      uptoMillis: NOW,
    });
    expect(usageWindow("year", NOW).fromMillis).toBe(NOW - 1095 * DAY_MILLIS);
  });

  it("is as long as its days say for every grouping", () => {
    for (const grouping of ["day", "month", "year"] as const) {
      const window = usageWindow(grouping, NOW);
      expect(window.uptoMillis - window.fromMillis).toBe(USAGE_WINDOW_DAYS[grouping] * DAY_MILLIS);
    }
  });
});
