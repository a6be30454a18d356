import fc from "fast-check";
import { describe, it } from "vitest";
import type { Language } from "../config";
import { formatNzDate, formatNzDateTime, formatNzTime, monthAbbreviation } from "./nz-format";
import {
  DAY_MILLIS,
  nzDayKey,
  nzLocalTime,
  nzLocalToMillis,
  nzOffsetMinutes,
  nzStartOfDay,
  nzStartOfDayPlusDays,
} from "./nz-time";

const HOUR = 3_600_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const wholeSecond = instant.map((t) => Math.floor(t / 1000) * 1000);
const language = fc.constantFrom<Language>("en", "mi-NZ");
const two = (n: number) => n.toString().padStart(2, "0");
const wallAsUtc = (t: ReturnType<typeof nzLocalTime>) =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** Instants either side of every NZ clock change of 2025 and 2026, where the hour is skipped or repeated. */
const nearAChange = fc
  .constantFrom(
    "2025-04-05T14:00:00Z",
    "2025-09-27T14:00:00Z",
    "2026-04-04T14:00:00Z",
    "2026-09-26T14:00:00Z",
  )
  .chain((iso) => fc.integer({ min: -3 * HOUR, max: 3 * HOUR }).map((delta) => Date.parse(iso) + delta));
const aroundChanges = fc.oneof(
  wholeSecond,
  nearAChange.map((t) => Math.floor(t / 1000) * 1000),
);

/** The platform's reading of NZ time (its tz data), the oracle for the rules nz-time.ts writes out. */
const tzData = new Intl.DateTimeFormat("en-NZ", {
  timeZone: "Pacific/Auckland",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});
const byTzData = (t: number) => {
  const p = Object.fromEntries(tzData.formatToParts(t).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(
    p["year"] ?? 0,
    (p["month"] ?? 0) - 1,
    p["day"],
    (p["hour"] ?? 0) % 24,
    p["minute"],
    p["second"],
  );
};
/** Any instant from 2000 to 2200, or one within three hours of a change of any year from 2007 to 2200. */
const ruledInstant = fc.oneof(
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2200, 0, 1) }),
  fc
    .tuple(fc.integer({ min: 2008, max: 2200 }), fc.constantFrom(3, 8), fc.integer({ min: 0, max: 6 }))
    // The Saturday 14:00 UTC in the last week of March or of September: a change falls on one of them.
    .map(([year, month, day]) => Date.UTC(year, month, day + (month === 3 ? 0 : 23), 14))
    .chain((t) => fc.integer({ min: -3 * HOUR, max: 3 * HOUR }).map((delta) => t + delta)),
);

describe("NZ calendar laws", () => {
  it("the rules written out agree with the platform's time-zone data at every instant", () => {
    fc.assert(
      fc.property(ruledInstant, (t) => wallAsUtc(nzLocalTime(t)) === byTzData(t)),
      { numRuns: 2_000 },
    );
  });
  it("NZ is always 12 or 13 hours ahead and an instant lies in its own NZ day", () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearAChange), (t) => {
        const offset = nzOffsetMinutes(t);
        const start = nzStartOfDay(t);
        const local = nzLocalTime(start);
        return (
          (offset === 720 || offset === 780) &&
          start <= t &&
          t - start < DAY_MILLIS + HOUR &&
          local.hour === 0 &&
          local.minute === 0
        );
      }),
    );
  });
  it("an instant's wall time reads back as that instant, or as the hour before it when the hour was repeated", () => {
    fc.assert(
      fc.property(aroundChanges, (t) => {
        const l = nzLocalTime(t);
        const back = nzLocalToMillis(l.year, l.month, l.day, l.hour, l.minute, l.second);
        return back === t || (back === t - HOUR && wallAsUtc(nzLocalTime(back)) === wallAsUtc(l));
      }),
    );
  });
  it("a wall time's instant shows that wall time, or an hour later when the clocks skipped it", () => {
    const anyWallTime = fc.record({
      year: fc.integer({ min: 2000, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    // The days the clocks changed in 2025 and 2026, from 01:00 to 03:59.
    const changeWallTime = fc
      .constantFrom([2025, 4, 6], [2025, 9, 28], [2026, 4, 5], [2026, 9, 27])
      .chain(([year = 0, month = 0, day = 0]) =>
        fc.record({
          year: fc.constant(year),
          month: fc.constant(month),
          day: fc.constant(day),
          hour: fc.integer({ min: 1, max: 3 }),
          minute: fc.integer({ min: 0, max: 59 }),
          second: fc.integer({ min: 0, max: 59 }),
        }),
      );
    // and the first day they skipped an hour under the rule before 2007 (a random run found it: 1 October 2000).
    const before2007 = fc.record({
      year: fc.constant(2000),
      month: fc.constant(10),
      day: fc.constant(1),
      hour: fc.integer({ min: 1, max: 3 }),
      minute: fc.integer({ min: 0, max: 59 }),
      second: fc.integer({ min: 0, max: 59 }),
    });
    const wallTime = fc.oneof(anyWallTime, changeWallTime, before2007);
    fc.assert(
      fc.property(wallTime, (w) => {
        const wanted = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
        const shown = wallAsUtc(
          nzLocalTime(nzLocalToMillis(w.year, w.month, w.day, w.hour, w.minute, w.second)),
        );
        // The skipped hour: 02:00 on the last Sunday of September since 2007, the first Sunday of October before.
        const skipMonth = w.year >= 2007 ? 9 : 10;
        return shown === wanted || (shown === wanted + HOUR && w.month === skipMonth && w.hour === 2);
      }),
    );
  });
  it("stepping n calendar days lands on an NZ midnight n days away", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400, max: 400 }), (t, n) => {
        const start = nzStartOfDayPlusDays(t, n);
        const local = nzLocalTime(start);
        const from = nzLocalTime(t);
        const expected = new Date(Date.UTC(from.year, from.month - 1, from.day + n));
        return (
          local.hour === 0 && local.minute === 0 && nzDayKey(start) === expected.toISOString().slice(0, 10)
        );
      }),
    );
  });
  it("the three formatters write the same NZ wall time as DD-MM-YYYY, HH:mm:ss and DD MMM YYYY @ HH:mm", () => {
    fc.assert(
      fc.property(fc.oneof(instant, nearAChange), language, (t, lang) => {
        const l = nzLocalTime(t);
        const date = formatNzDate(t);
        const time = formatNzTime(t);
        return (
          /^\d{2}-\d{2}-\d{4}$/.test(date) &&
          /^\d{2}:\d{2}:\d{2}$/.test(time) &&
          date === `${two(l.day)}-${two(l.month)}-${l.year}` &&
          time === `${two(l.hour)}:${two(l.minute)}:${two(l.second)}` &&
          formatNzDateTime(t, lang) ===
            `${two(l.day)} ${monthAbbreviation(l.month, lang)} ${l.year} @ ${time.slice(0, 5)}`
        );
      }),
    );
  });
  it("English and Māori date-times differ only in the month's name", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const [enDay, enMonth, ...enRest] = formatNzDateTime(t, "en").split(" ");
        const [miDay, miMonth, ...miRest] = formatNzDateTime(t, "mi-NZ").split(" ");
        return enDay === miDay && enMonth !== miMonth && enRest.join(" ") === miRest.join(" ");
      }),
    );
  });
});
