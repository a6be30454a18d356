import { describe, expect, it } from "vitest";
import {
  formatNzDate,
  formatNzDateTime,
  formatNzTime,
  monthAbbreviation,
  nzDayKey,
  nzLocalToMillis,
  nzMonthKey,
  nzOffsetMinutes,
  nzStartOfDay,
  nzStartOfDayPlusDays,
  nzYearKey,
} from "./nz-time";

const utc = (iso: string) => Date.parse(iso);

describe("NZ time", () => {
  it("is +12 in winter and +13 in summer", () => {
    expect(nzOffsetMinutes(utc("2025-07-01T00:00:00Z"))).toBe(720);
    expect(nzOffsetMinutes(utc("2025-01-15T00:00:00Z"))).toBe(780);
    expect(nzOffsetMinutes(utc("2025-12-31T12:30:00Z"))).toBe(780);
  });
  it("switches at 02:00 NZST on the last Sunday of September", () => {
    expect(nzOffsetMinutes(utc("2025-09-27T13:59:59Z"))).toBe(720);
    expect(nzOffsetMinutes(utc("2025-09-27T14:00:00Z"))).toBe(780);
    expect(formatNzDateTime(utc("2025-09-27T13:59:00Z"))).toBe("28 Sep 2025 @ 01:59");
    expect(formatNzDateTime(utc("2025-09-27T14:00:00Z"))).toBe("28 Sep 2025 @ 03:00");
  });
  it("switches back at 03:00 NZDT on the first Sunday of April", () => {
    expect(nzOffsetMinutes(utc("2025-04-05T13:59:59Z"))).toBe(780);
    expect(nzOffsetMinutes(utc("2025-04-05T14:00:00Z"))).toBe(720);
    expect(formatNzDateTime(utc("2025-04-05T13:59:00Z"))).toBe("06 Apr 2025 @ 02:59");
    expect(formatNzDateTime(utc("2025-04-05T14:00:00Z"))).toBe("06 Apr 2025 @ 02:00");
  });
  it("formats 'DD MMM YYYY @ HH:mm' and DD-MM-YYYY", () => {
    expect(formatNzDateTime(utc("2025-03-05T01:07:00Z"))).toBe("05 Mar 2025 @ 14:07");
    expect(formatNzDate(utc("2025-03-05T01:07:00Z"))).toBe("05-03-2025");
    expect(formatNzDateTime(utc("2024-12-31T11:00:00Z"))).toBe("01 Jan 2025 @ 00:00");
  });
  it("formats HH:mm:ss in NZ time, on the 24-hour clock, across a daylight change", () => {
    expect(formatNzTime(utc("2025-03-05T01:07:09Z"))).toBe("14:07:09");
    expect(formatNzTime(utc("2025-07-01T11:59:59.999Z"))).toBe("23:59:59");
    expect(formatNzTime(utc("2024-12-31T11:00:00Z"))).toBe("00:00:00");
    expect(formatNzTime(utc("2025-09-27T13:59:59Z"))).toBe("01:59:59");
    expect(formatNzTime(utc("2025-09-27T14:00:00Z"))).toBe("03:00:00");
    expect(formatNzDate(utc("2025-09-27T11:59:59Z"))).toBe("27-09-2025");
    expect(formatNzDate(utc("2025-09-27T12:00:00Z"))).toBe("28-09-2025");
  });
  it("gives sortable day, month and year keys in NZ", () => {
    const t = utc("2024-12-31T11:30:00Z");
    expect(nzDayKey(t)).toBe("2025-01-01");
    expect(nzMonthKey(t)).toBe("2025-01");
    expect(nzYearKey(t)).toBe("2025");
  });
  it("finds the NZ midnight of a day in both seasons", () => {
    expect(nzStartOfDay(utc("2025-07-01T05:00:00Z"))).toBe(utc("2025-06-30T12:00:00Z"));
    expect(nzStartOfDay(utc("2025-01-15T05:00:00Z"))).toBe(utc("2025-01-14T11:00:00Z"));
    expect(nzStartOfDay(utc("2025-09-28T00:00:00Z"))).toBe(utc("2025-09-27T12:00:00Z"));
  });
  it("names months, and nothing outside 1-12", () => {
    expect(monthAbbreviation(1)).toBe("Jan");
    expect(monthAbbreviation(12)).toBe("Dec");
    expect(monthAbbreviation(13)).toBe("");
  });
});

describe("NZ wall time to instant", () => {
  it("reads winter and summer wall times", () => {
    expect(nzLocalToMillis(2025, 7, 1, 12, 0)).toBe(utc("2025-07-01T00:00:00Z"));
    expect(nzLocalToMillis(2025, 1, 15, 13, 30, 5)).toBe(utc("2025-01-15T00:30:05Z"));
    expect(nzLocalToMillis(2025, 1, 1)).toBe(utc("2024-12-31T11:00:00Z"));
  });
});

describe("NZ calendar days", () => {
  it("steps whole calendar days across a daylight change", () => {
    const midnight = utc("2017-10-09T11:00:00Z"); // 10 Oct 2017 00:00 NZDT
    expect(nzStartOfDayPlusDays(midnight, -29)).toBe(utc("2017-09-10T12:00:00Z")); // 11 Sep 00:00 NZST
    expect(nzStartOfDayPlusDays(midnight, 0)).toBe(midnight);
    expect(nzStartOfDayPlusDays(utc("2025-01-31T05:00:00Z"), 1)).toBe(utc("2025-01-31T11:00:00Z"));
  });
});
