import { monthAbbreviation, nzDayKey, nzMonthKey, nzYearKey } from "../calendar";
import type { Language } from "../config";
import { chargeMillis, type UsageCharge } from "./usage-charge";

export const ChargeGroupings = ["day", "month", "year"] as const;
export type ChargeGrouping = (typeof ChargeGroupings)[number];

export interface ChargeTotals {
  readonly AmountCents: number;
  readonly ChargedData: number;
  readonly ChargedMins: number;
  readonly ChargedTXTs: number;
  readonly ChargedPXTs: number;
}

export interface ChargeGroup {
  /**
   * "2025-03-05", "2025-03" or "2025" in NZ time; "unknown" for charges whose date cannot be read. A shell shows
   * it with `groupLabel(key, language)`.
   */
  readonly key: string;
  readonly totals: ChargeTotals;
  readonly charges: ReadonlyArray<UsageCharge>;
}

export const UNKNOWN_DATE_KEY = "unknown";

export const ZERO_TOTALS: ChargeTotals = {
  AmountCents: 0,
  ChargedData: 0,
  ChargedMins: 0,
  ChargedTXTs: 0,
  ChargedPXTs: 0,
};

export const addCharge = (totals: ChargeTotals, charge: UsageCharge): ChargeTotals => ({
  AmountCents: totals.AmountCents + (charge.AmountCents ?? 0),
  ChargedData: totals.ChargedData + (charge.ChargedData ?? 0),
  ChargedMins: totals.ChargedMins + (charge.ChargedMins ?? 0),
  ChargedTXTs: totals.ChargedTXTs + (charge.ChargedTXTs ?? 0),
  ChargedPXTs: totals.ChargedPXTs + (charge.ChargedPXTs ?? 0),
});

export const chargeTotals = (charges: ReadonlyArray<UsageCharge>): ChargeTotals =>
  charges.reduce(addCharge, ZERO_TOTALS);

const KEY_OF: Readonly<Record<ChargeGrouping, (millis: number) => string>> = {
  day: nzDayKey,
  month: nzMonthKey,
  year: nzYearKey,
};

/**
 * A group's key as shown, the month named in the language: "2025-03-05" -> "05 Mar 2025" ("05 Māe 2025"),
 * "2025-03" -> "Mar 2025", "2025" -> "2025"; empty for the unknown group (its label is usage.unknown_date).
 */
export const groupLabel = (key: string, language: Language): string => {
  const [year = "", month, day] = key.split("-");
  if (key === UNKNOWN_DATE_KEY) return "";
  const monthName = month === undefined ? "" : monthAbbreviation(Number(month), language);
  return [day, monthName, year].filter((part) => part !== undefined && part !== "").join(" ");
};

/**
 * USE-02: charges grouped by NZ day, month or year, newest group first, charges inside a group newest first.
 * Charges whose date cannot be read form a last "unknown" group, so no charge is ever dropped.
 */
export const groupCharges = (
  charges: ReadonlyArray<UsageCharge>,
  by: ChargeGrouping,
): ReadonlyArray<ChargeGroup> => {
  const groups = new Map<string, { charges: { charge: UsageCharge; at: number }[] }>();
  for (const charge of charges) {
    const at = chargeMillis(charge.DateAndTime);
    const key = at === undefined ? UNKNOWN_DATE_KEY : KEY_OF[by](at);
    const group = groups.get(key) ?? { charges: [] };
    group.charges.push({ charge, at: at ?? Number.NEGATIVE_INFINITY });
    groups.set(key, group);
  }
  // Keys are NZ dates written YYYY-MM-DD, YYYY-MM or YYYY: their characters' order is the calendar's. Compared as
  // such, not with localeCompare, whose first use loads a collator (ICU's data) on the usage page.
  const newestFirst = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);
  return [...groups.entries()]
    .sort(([a], [b]) => (a === UNKNOWN_DATE_KEY ? 1 : b === UNKNOWN_DATE_KEY ? -1 : newestFirst(a, b)))
    .map(([key, group]) => {
      const sorted = [...group.charges].sort((x, y) => y.at - x.at).map((entry) => entry.charge);
      return { key, totals: chargeTotals(sorted), charges: sorted };
    });
};
