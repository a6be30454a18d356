import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { InternationalRate, centsToHundredths } from "./international-rate";
import { RatesMessageKeys, flagImageKey, formatCentsPerMinute, rateRow } from "./rate-display";
import { INTERNATIONAL_RATES, findRate, sortByLocation } from "./rate-table";

describe("international calling rates (PLAN-09)", () => {
  it("has the 24 rates of spec 02 §9 in location order", () => {
    expect(INTERNATIONAL_RATES.map((r) => `${r.location}:${formatCentsPerMinute(r.rate)}`)).toEqual([
      "australia:0",
      "bangladesh:5",
      "canada:20",
      "china:3",
      "cook:1.20",
      "fiji:29",
      "french_polynesia:60",
      "hawaii:5",
      "hong_kong:5",
      "india:3",
      "macau:20",
      "malaysia:5",
      "nepal:20",
      "niue:1.60",
      "pakistan:20",
      "samoa:60",
      "singapore:5",
      "sri_lanka:20",
      "taiwan:20",
      "tonga:60",
      "uae:40",
      "uk:20",
      "usa:20",
      "vietnam:20",
    ]);
  });
  it("keeps fractional cents exact", () => {
    expect(findRate("cook")?.rate).toBe(1.2);
    expect(centsToHundredths(1.2)).toBe(120);
    expect(centsToHundredths(1.6)).toBe(160);
    expect(centsToHundredths(0.07)).toBe(7);
    expect(formatCentsPerMinute(0.07)).toBe("0.07");
    expect(formatCentsPerMinute(12.5)).toBe("12.50");
    expect(findRate("mars")).toBeUndefined();
  });
  it("decodes rates with at most two decimals of a cent", () => {
    const decode = Schema.decodeUnknownEither(InternationalRate);
    expect(Either.isRight(decode({ location: "niue", rate: 1.6 }))).toBe(true);
    const fractional = decode({ location: "niue", rate: 1.605 });
    expect(Either.isLeft(fractional) && fractional.left.message).toContain("at most two decimals of a cent");
    expect(Either.isLeft(decode({ location: "niue", rate: -1 }))).toBe(true);
    expect(Either.isLeft(decode({ location: "mars", rate: 1 }))).toBe(true);
  });
  it("sorts any list by location", () => {
    const rows = sortByLocation([
      { location: "uk", rate: 20 },
      { location: "uae", rate: 40 },
      { location: "uk", rate: 20 },
      { location: "australia", rate: 0 },
    ]);
    expect(rows.map((r) => r.location)).toEqual(["australia", "uae", "uk", "uk"]);
  });
  it("has a flag per location plus a default", () => {
    expect(flagImageKey("samoa")).toBe("samoa");
    expect(flagImageKey("atlantis")).toBe("default");
  });
  it("builds rows the UI translates", () => {
    expect(rateRow({ location: "cook", rate: 1.2 })).toEqual({
      location: "cook",
      locationKey: "rates.location_cook",
      flag: "cook",
      priceKey: "rates.cents_per_minute",
      price: "1.20",
      rate: 1.2,
    });
    expect(RatesMessageKeys).toHaveLength(28);
  });
});
