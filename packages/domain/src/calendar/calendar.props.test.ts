import fc from "fast-check";
import { describe, it } from "vitest";
import {
  DAY_MILLIS,
  formatNzDate,
  formatNzDateTime,
  formatNzTime,
  monthAbbreviation,
  nzDayKey,
  nzLocalTime,
  nzOffsetMinutes,
  nzStartOfDay,
  nzStartOfDayPlusDays,
} from "./nz-time";

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const two = (n: number) => n.toString().padStart(2, "0");

describe("NZ calendar laws", () => {
  it("NZ is always 12 or 13 hours ahead and an instant lies in its own NZ day", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const offset = nzOffsetMinutes(t);
        const start = nzStartOfDay(t);
        const local = nzLocalTime(start);
        return (
          (offset === 720 || offset === 780) &&
          start <= t &&
          t - start < DAY_MILLIS + 3_600_000 &&
          local.hour === 0 &&
          local.minute === 0
        );
      }),
    );
  });
  it("stepping n calendar days lands on an NZ midnight n days away", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -400, max: 400 }), (t, n) => {
        const start = nzStartOfDayPlusDays(t, n);
        const local = nzLocalTime(start);
        const expected = new Date(
          Date.UTC(nzLocalTime(t).year, nzLocalTime(t).month - 1, nzLocalTime(t).day + n),
        );
        return (
          local.hour === 0 && local.minute === 0 && nzDayKey(start) === expected.toISOString().slice(0, 10)
        );
      }),
    );
  });
  it("the three formatters write the same NZ wall time as DD-MM-YYYY, HH:mm:ss and DD MMM YYYY @ HH:mm", () => {
    fc.assert(
      fc.property(instant, (t) => {
        const l = nzLocalTime(t);
        const date = formatNzDate(t);
        const time = formatNzTime(t);
        return (
          /^\d{2}-\d{2}-\d{4}$/.test(date) &&
          /^\d{2}:\d{2}:\d{2}$/.test(time) &&
          date === `${two(l.day)}-${two(l.month)}-${l.year}` &&
          time === `${two(l.hour)}:${two(l.minute)}:${two(l.second)}` &&
          formatNzDateTime(t) ===
            `${two(l.day)} ${monthAbbreviation(l.month)} ${l.year} @ ${time.slice(0, 5)}`
        );
      }),
    );
  });
});
