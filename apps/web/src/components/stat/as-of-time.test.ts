import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAsOfTime } from "./as-of-time";

/** The platform's own "2:41 pm" in NZ time, the oracle. */
const byIntl = new Intl.DateTimeFormat("en-NZ", {
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Pacific/Auckland",
});

describe("formatAsOfTime", () => {
  it("writes NZ time of day on the 12-hour clock, midnight and noon as 12", () => {
    expect(formatAsOfTime(Date.parse("2025-03-05T01:41:00Z"))).toBe("2:41 pm");
    expect(formatAsOfTime(Date.parse("2024-12-31T11:00:00Z"))).toBe("12:00 am");
    expect(formatAsOfTime(Date.parse("2025-07-01T00:05:00Z"))).toBe("12:05 pm");
    expect(formatAsOfTime(Number.NaN)).toBe("");
  });
  it("says what the platform's NZ clock says, at any instant", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2008, 0, 1), max: Date.UTC(2100, 0, 1) }), (t) => {
        // ICU may separate "pm" with a narrow no-break space.
        expect(formatAsOfTime(t)).toBe(byIntl.format(t).replace(/\s/u, " "));
      }),
    );
  });
});
