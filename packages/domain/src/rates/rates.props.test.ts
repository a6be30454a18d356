import fc from "fast-check";
import { describe, it } from "vitest";
import { RateLocations } from "./international-rate";
import { formatCentsPerMinute } from "./rate-display";
import { INTERNATIONAL_RATES, sortByLocation } from "./rate-table";

const rate = fc.record({
  location: fc.constantFrom(...RateLocations),
  rate: fc.integer({ min: 0, max: 100_000 }).map((hundredths) => hundredths / 100),
});

describe("rates laws", () => {
  it("the list is sorted by location and has 24 unique locations", () => {
    const locations = INTERNATIONAL_RATES.map((r) => r.location);
    const isTable = (list: ReadonlyArray<{ readonly location: string }>) =>
      list.length === 24 &&
      new Set(list.map((r) => r.location)).size === 24 &&
      list.every((r, i) => i === 0 || (list[i - 1]?.location ?? "") < r.location);
    fc.assert(
      fc.property(fc.shuffledSubarray([...INTERNATIONAL_RATES], { minLength: 24 }), (shuffled) => {
        const sorted = sortByLocation(shuffled);
        return (
          isTable(INTERNATIONAL_RATES) &&
          isTable(sorted) &&
          sorted.map((r) => r.location).join() === locations.join()
        );
      }),
    );
  });
  it("sorting any list of rates gives an ordered permutation of it", () => {
    fc.assert(
      fc.property(fc.array(rate), (rates) => {
        const out = sortByLocation(rates).map((r) => r.location);
        const ordered = out.every((l, i) => i === 0 || (out[i - 1] ?? "") <= l);
        const sameItems =
          rates
            .map((r) => r.location)
            .sort()
            .join() === [...out].sort().join();
        return ordered && sameItems;
      }),
    );
  });
  it("formatting a rate is exact: the text reads back to the same hundredths of a cent", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        const text = formatCentsPerMinute(hundredths / 100);
        const [whole = "", fraction = "00"] = text.split(".");
        return Number(whole) * 100 + Number(fraction) === hundredths && fraction.length === 2;
      }),
    );
  });
});
