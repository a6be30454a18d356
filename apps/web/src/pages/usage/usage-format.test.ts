import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQuantity } from "./usage-format";

/** The platform's own en-NZ figure with at most one decimal, the oracle. */
const byIntl = new Intl.NumberFormat("en-NZ", { maximumFractionDigits: 1 });

describe("formatQuantity", () => {
  it("writes at most one decimal and separates thousands", () => {
    expect(formatQuantity(0)).toBe("0");
    expect(formatQuantity(12)).toBe("12");
    expect(formatQuantity(1234.5)).toBe("1,234.5");
    expect(formatQuantity(1234567.04)).toBe("1,234,567");
    expect(formatQuantity(2.25)).toBe("2.3");
    expect(formatQuantity(0.15)).toBe("0.2");
    expect(formatQuantity(999.96)).toBe("1,000");
    expect(formatQuantity(97257.45)).toBe("97,257.5");
    expect(formatQuantity(1e-7)).toBe("0");
    for (const odd of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -0,
      1e21,
      1.2345e25,
      9.96,
    ])
      expect(formatQuantity(odd)).toBe(byIntl.format(odd));
  });

  it("says what the platform's en-NZ format says, for any figure a usage page shows", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ noNaN: true }),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          fc.integer({ min: 0, max: 10_000_000 }).map((tenths) => tenths / 10 + 0.05),
          fc.integer({ min: 0, max: 100_000_000 }).map((hundredths) => hundredths / 100),
        ),
        (value) => {
          expect(formatQuantity(value)).toBe(byIntl.format(value));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
