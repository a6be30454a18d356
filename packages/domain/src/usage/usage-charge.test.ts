import { describe, expect, it } from "vitest";
import { chargeTotals, groupCharges, groupLabel } from "./charge-grouping";
import { chargeMillis, type UsageCharge } from "./usage-charge";

describe("charge times", () => {
  it("reads zoned times exactly and zone-less ones as NZ time", () => {
    expect(chargeMillis("2025-03-05T01:07:00Z")).toBe(Date.UTC(2025, 2, 5, 1, 7));
    expect(chargeMillis("2025-03-05T14:07:00+13:00")).toBe(Date.UTC(2025, 2, 5, 1, 7));
    expect(chargeMillis("2025-03-04T20:07:00-0500")).toBe(Date.UTC(2025, 2, 5, 1, 7));
    expect(chargeMillis("2025-03-05 14:07:00")).toBe(Date.UTC(2025, 2, 5, 1, 7));
    expect(chargeMillis("2025-07-05T12:00:00.123")).toBe(Date.UTC(2025, 6, 5, 0, 0));
    expect(chargeMillis("2025-07-05")).toBe(Date.UTC(2025, 6, 4, 12, 0));
  });
  it("cannot read nonsense", () => {
    expect(chargeMillis("yesterday")).toBeUndefined();
    expect(chargeMillis("2025-13-01T00:00:00Z")).toBeUndefined();
    expect(chargeMillis("2025-01-01T25:00:00Z")).toBeUndefined();
  });
});

const charges: UsageCharge[] = [
  { DateAndTime: "2025-03-05T01:00:00Z", AmountCents: 100, ChargedData: 10.5 },
  { DateAndTime: "2025-03-05T10:30:00Z", AmountCents: 50, ChargedMins: 3 }, // 05 Mar 23:30 NZ
  { DateAndTime: "2025-03-05T11:30:00Z", AmountCents: 20, ChargedTXTs: 2 }, // 06 Mar 00:30 NZ
  { DateAndTime: "2025-04-01T00:00:00Z", ChargedPXTs: 1 },
  { DateAndTime: "2024-12-31T12:00:00Z", AmountCents: 5 }, // 01 Jan 2025 NZ
  { DateAndTime: "garbled", AmountCents: 7 },
];

describe("charge grouping", () => {
  it("groups by NZ day, newest first, unknown dates last", () => {
    const groups = groupCharges(charges, "day");
    expect(groups.map((g) => g.key)).toEqual([
      "2025-04-01",
      "2025-03-06",
      "2025-03-05",
      "2025-01-01",
      "unknown",
    ]);
    expect(groups[2]).toMatchObject({
      key: "2025-03-05",
      totals: { AmountCents: 150, ChargedData: 10.5, ChargedMins: 3, ChargedTXTs: 0, ChargedPXTs: 0 },
    });
    expect(groups[2]?.charges.map((c) => c.AmountCents)).toEqual([50, 100]);
    expect(groups[4]?.key).toBe("unknown");
  });
  it("groups by month and year", () => {
    expect(groupCharges(charges, "month").map((g) => g.key)).toEqual([
      "2025-04",
      "2025-03",
      "2025-01",
      "unknown",
    ]);
    const years = groupCharges(charges, "year");
    expect(years.map((g) => g.key)).toEqual(["2025", "unknown"]);
    expect(years[0]?.totals).toEqual(chargeTotals(charges.slice(0, 5)));
  });
  it("labels keys, the month in the language", () => {
    expect(groupLabel("2025-03-05", "en")).toBe("05 Mar 2025");
    expect(groupLabel("2025-03-05", "mi-NZ")).toBe("05 Māe 2025");
    expect(groupLabel("2025-01", "en")).toBe("Jan 2025");
    expect(groupLabel("2025-01", "mi-NZ")).toBe("Hān 2025");
    expect(groupLabel("2025", "mi-NZ")).toBe("2025");
    expect(groupLabel("unknown", "en")).toBe("");
    expect(groupCharges([], "day")).toEqual([]);
  });
});
