import { DAY_MILLIS } from "../calendar";
import type { ChargeGrouping } from "./charge-grouping";

/**
 * How far back the usage charges look for each grouping, in days. Decided: the specs name only the 30-day chart
 * (02 §9); a month grouping shows the last year, a year grouping the last three.
 */
export const USAGE_WINDOW_DAYS: Readonly<Record<ChargeGrouping, number>> = {
  day: 30,
  month: 365,
  year: 3 * 365,
};

/** The period of usage charges a grouping shows, ending now. */
export interface UsageWindow {
  readonly days: number;
  readonly fromMillis: number;
  readonly uptoMillis: number;
}

/** USE-02: the usage window of a grouping, ending at `nowMillis`. */
export const usageWindow = (grouping: ChargeGrouping, nowMillis: number): UsageWindow => {
  const days = USAGE_WINDOW_DAYS[grouping];
  return { days, fromMillis: nowMillis - days * DAY_MILLIS, uptoMillis: nowMillis };
};
