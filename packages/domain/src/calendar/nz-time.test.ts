import { describe, expect, it } from "vitest";
import {
  isTimeValue,
  nzDayKey,
  nzLocalTime,
  nzLocalToMillis,
  nzMonthKey,
  nzOffsetMinutes,
  nzStartOfDay,
  nzStartOfDayPlusDays,
  nzYearKey,
} from "./nz-time";

const utc = (iso: string) => Date.parse(iso);
const wall = (iso: string) => {
  const t = nzLocalTime(utc(iso));
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`;
};

describe("NZ time", () => {
  it("is +12 in winter and +13 in summer", () => {
    expect(nzOffsetMinutes(utc("2025-07-01T00:00:00Z"))).toBe(720);
    expect(nzOffsetMinutes(utc("2025-01-15T00:00:00Z"))).toBe(780);
    expect(nzOffsetMinutes(utc("2025-12-31T12:30:00.750Z"))).toBe(780);
  });
  it.each([
    ["2025", "2025-09-27T13:59:59Z", "2025-09-27T14:00:00Z"],
    ["2026", "2026-09-26T13:59:59Z", "2026-09-26T14:00:00Z"],
  ])("%s: switches to daylight time at 02:00 NZST on the last Sunday of September", (_, last, first) => {
    expect(nzOffsetMinutes(utc(last))).toBe(720);
    expect(nzOffsetMinutes(utc(first))).toBe(780);
    expect(nzLocalTime(utc(last))).toMatchObject({ hour: 1, minute: 59, second: 59 });
    expect(nzLocalTime(utc(first))).toMatchObject({ hour: 3, minute: 0, second: 0 });
  });
  it.each([
    ["2025", "2025-04-05T13:59:59Z", "2025-04-05T14:00:00Z"],
    ["2026", "2026-04-04T13:59:59Z", "2026-04-04T14:00:00Z"],
  ])("%s: switches back at 03:00 NZDT on the first Sunday of April", (_, last, first) => {
    expect(nzOffsetMinutes(utc(last))).toBe(780);
    expect(nzOffsetMinutes(utc(first))).toBe(720);
    expect(nzLocalTime(utc(last))).toMatchObject({ hour: 2, minute: 59, second: 59 });
    expect(nzLocalTime(utc(first))).toMatchObject({ hour: 2, minute: 0, second: 0 });
  });
  it("reads midnight as hour 0 and the new year in NZ before UTC's", () => {
    expect(wall("2024-12-31T11:00:00Z")).toBe("2025-1-1 0:0:0");
    expect(wall("2025-07-01T11:59:59.999Z")).toBe("2025-7-1 23:59:59");
  });
  it("gives sortable day, month and year keys in NZ", () => {
    const t = utc("2024-12-31T11:30:00Z");
    expect(nzDayKey(t)).toBe("2025-01-01");
    expect(nzMonthKey(t)).toBe("2025-01");
    expect(nzYearKey(t)).toBe("2025");
  });
  it("finds the NZ midnight of a day in both seasons and on the days the clocks change", () => {
    expect(nzStartOfDay(utc("2025-07-01T05:00:00Z"))).toBe(utc("2025-06-30T12:00:00Z"));
    expect(nzStartOfDay(utc("2025-01-15T05:00:00Z"))).toBe(utc("2025-01-14T11:00:00Z"));
    expect(nzStartOfDay(utc("2025-09-28T00:00:00Z"))).toBe(utc("2025-09-27T12:00:00Z"));
    expect(nzStartOfDay(utc("2026-04-05T00:00:00Z"))).toBe(utc("2026-04-04T11:00:00Z"));
  });
  it("answers NaN parts for what is not a time, rather than throwing", () => {
    expect(isTimeValue(Number.NaN)).toBe(false);
    expect(isTimeValue(9e15)).toBe(false);
    expect(isTimeValue(0)).toBe(true);
    expect(nzLocalTime(Number.POSITIVE_INFINITY).year).toBeNaN();
    expect(nzLocalToMillis(Number.NaN, 1, 1)).toBeNaN();
  });
});

describe("NZ wall time to instant", () => {
  it("reads winter and summer wall times", () => {
    expect(nzLocalToMillis(2025, 7, 1, 12, 0)).toBe(utc("2025-07-01T00:00:00Z"));
    expect(nzLocalToMillis(2025, 1, 15, 13, 30, 5)).toBe(utc("2025-01-15T00:30:05Z"));
    expect(nzLocalToMillis(2025, 1, 1)).toBe(utc("2024-12-31T11:00:00Z"));
  });
  it("reads the minutes either side of each change exactly", () => {
    expect(nzLocalToMillis(2025, 9, 28, 1, 59, 59)).toBe(utc("2025-09-27T13:59:59Z"));
    expect(nzLocalToMillis(2025, 9, 28, 3, 0)).toBe(utc("2025-09-27T14:00:00Z"));
    expect(nzLocalToMillis(2026, 4, 5, 1, 59, 59)).toBe(utc("2026-04-04T12:59:59Z"));
    expect(nzLocalToMillis(2026, 4, 5, 3, 0)).toBe(utc("2026-04-04T15:00:00Z"));
  });
  it.each([
    [2025, 9, 28, "2025-09-27T14:30:00Z"],
    [2026, 9, 27, "2026-09-26T14:15:00Z"],
  ])("moves a time in the skipped hour (%i-%i-%i 02:xx) forward one hour", (year, month, day, iso) => {
    const minute = new Date(utc(iso)).getUTCMinutes();
    expect(nzLocalToMillis(year, month, day, 2, minute)).toBe(utc(iso));
    expect(nzLocalTime(utc(iso))).toMatchObject({ hour: 3, minute });
  });
  it.each([
    [2025, 4, 6, "2025-04-05T13:30:00Z"],
    [2026, 4, 5, "2026-04-04T13:30:00Z"],
  ])(
    "reads a time in the repeated hour (%i-%i-%i 02:30) as its first, daylight-time occurrence",
    (y, m, d, iso) => {
      expect(nzLocalToMillis(y, m, d, 2, 30)).toBe(utc(iso));
      // The second occurrence, an hour later, shows the same wall time.
      expect(nzLocalTime(utc(iso) + 3_600_000)).toEqual(nzLocalTime(utc(iso)));
    },
  );
});

describe("NZ calendar days", () => {
  it("steps whole calendar days across a daylight change", () => {
    const midnight = utc("2017-10-09T11:00:00Z"); // 10 Oct 2017 00:00 NZDT
    expect(nzStartOfDayPlusDays(midnight, -29)).toBe(utc("2017-09-10T12:00:00Z")); // 11 Sep 00:00 NZST
    expect(nzStartOfDayPlusDays(midnight, 0)).toBe(midnight);
    expect(nzStartOfDayPlusDays(utc("2025-01-31T05:00:00Z"), 1)).toBe(utc("2025-01-31T11:00:00Z"));
  });
});
