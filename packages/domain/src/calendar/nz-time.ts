/**
 * New Zealand wall-clock time of an instant, and the instant of a wall-clock time.
 *
 * The portal shows dates in NZ time whatever the device's time zone. From 30 September 2007 the zone follows the
 * New Zealand Daylight Time Order 2007: NZST (+12), and NZDT (+13) from 02:00 NZST on the last Sunday of September
 * to 03:00 NZDT on the first Sunday of April; both changes fall at 14:00 UTC on the Saturday. Those rules are
 * written out here rather than read from the platform's time-zone data through `Intl`, because a browser's first
 * `Intl` formatter loads ICU's data: 30-50 ms of main thread on this machine, in the middle of the signed-in home's
 * first render (measured, docs/architecture.md). Instants before the 2007 rules still go to `Intl`, and a property
 * test holds the rules to `Intl`'s tz data, so a change of law shows up as a failing test, not a wrong date. The
 * Chatham Islands (+12:45) are not distinguished: the operator bills in mainland time.
 */
export const NZ_TIME_ZONE = "Pacific/Auckland";
export const DAY_MILLIS = 86_400_000;
const MINUTE_MILLIS = 60_000;
const HOUR_MILLIS = 3_600_000;
/** The largest distance from 1970 a Date can hold (ECMA-262 time values). */
const MAX_TIME_VALUE = 8.64e15;

export interface NzLocalTime {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const NOT_A_TIME: NzLocalTime = {
  year: Number.NaN,
  month: Number.NaN,
  day: Number.NaN,
  hour: Number.NaN,
  minute: Number.NaN,
  second: Number.NaN,
};

// For instants before the 2007 rules only. Built on first use and kept: an Intl.DateTimeFormat costs far more to
// build than to use. Numeric parts only, so the locale just has to be one every ICU build has; h23 so midnight is 0.
let wallClock: Intl.DateTimeFormat | undefined;
const wallClockFormat = (): Intl.DateTimeFormat => {
  wallClock ??= new Intl.DateTimeFormat("en-NZ", {
    timeZone: NZ_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  return wallClock;
};

/** Whether epoch milliseconds name an instant a Date can hold (not NaN, not infinite, not out of range). */
export const isTimeValue = (millis: number): boolean => Math.abs(millis) <= MAX_TIME_VALUE;

/** Saturday 14:00 UTC before a Sunday given as its UTC midnight: 02:00 NZST, or 03:00 NZDT, that Sunday. */
const changeBefore = (sundayMidnightUtc: number): number => sundayMidnightUtc - 10 * HOUR_MILLIS;

/** When daylight time starts in a year: the last Sunday of September, 02:00 NZST. */
const daylightStarts = (year: number): number => {
  const lastOfSeptember = Date.UTC(year, 8, 30);
  return changeBefore(lastOfSeptember - new Date(lastOfSeptember).getUTCDay() * DAY_MILLIS);
};

/** When daylight time ends in a year: the first Sunday of April, 03:00 NZDT. */
const daylightEnds = (year: number): number => {
  const firstOfApril = Date.UTC(year, 3, 1);
  return changeBefore(firstOfApril + ((7 - new Date(firstOfApril).getUTCDay()) % 7) * DAY_MILLIS);
};

/** The first instant the 2007 rules govern: daylight time began at 02:00 NZST on 30 September 2007. */
const RULES_FROM = daylightStarts(2007);

/** NZ's offset from UTC in minutes under the 2007 rules (instants from RULES_FROM). */
const offsetByRules = (millis: number): number => {
  const year = new Date(millis).getUTCFullYear();
  return millis < daylightEnds(year) || millis >= daylightStarts(year) ? 780 : 720;
};

/** The NZ calendar date and time of an instant (every field NaN when `millis` is not a time). */
export const nzLocalTime = (millis: number): NzLocalTime => {
  if (!isTimeValue(millis)) return NOT_A_TIME;
  if (millis >= RULES_FROM && millis <= MAX_TIME_VALUE - DAY_MILLIS) {
    const wall = new Date(millis + offsetByRules(millis) * MINUTE_MILLIS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
    };
  }
  return nzLocalTimeFromIntl(millis);
};

/** The NZ wall time of an instant from the platform's tz data, for instants before the 2007 rules. */
const nzLocalTimeFromIntl = (millis: number): NzLocalTime => {
  if (!isTimeValue(millis)) return NOT_A_TIME;
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat().formatToParts(millis))
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  return {
    year: parts["year"] ?? Number.NaN,
    month: parts["month"] ?? Number.NaN,
    day: parts["day"] ?? Number.NaN,
    // Some engines still write midnight as 24 under hour12: false; h23 asks for 0, this makes sure.
    hour: (parts["hour"] ?? Number.NaN) % 24,
    minute: parts["minute"] ?? Number.NaN,
    second: parts["second"] ?? Number.NaN,
  };
};

/** A wall time read as if it were UTC: the arithmetic base for offsets and calendar steps. */
const wallAsUtc = (t: NzLocalTime): number =>
  Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);

/** Minutes NZ time is ahead of UTC at an instant: 720 in winter (NZST), 780 in summer (NZDT). */
export const nzOffsetMinutes = (millis: number): number => {
  const wholeSecond = Math.floor(millis / 1000) * 1000;
  return Math.round((wallAsUtc(nzLocalTime(wholeSecond)) - wholeSecond) / MINUTE_MILLIS);
};

/**
 * The instant of an NZ wall-clock time (month 1-12), for operator timestamps that carry no zone. A wall time that
 * happens once is exact. The two hours a daylight change makes ambiguous are decided as Temporal's "compatible"
 * disambiguation (and java.time) do: a time in the hour skipped in September moves forward by the hour
 * (02:30 is 03:30 NZDT), and a time in the hour repeated in April is its first occurrence (02:30 NZDT).
 */
export const nzLocalToMillis = (
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number => {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // The offsets in force a day either side: NZ changes its offset at most once in any two days.
  const before = wall - nzOffsetMinutes(wall - DAY_MILLIS) * MINUTE_MILLIS;
  const after = wall - nzOffsetMinutes(wall + DAY_MILLIS) * MINUTE_MILLIS;
  if (before === after) return before;
  const reads = (instant: number) => wallAsUtc(nzLocalTime(instant)) === wall;
  const candidates = [before, after].filter(reads);
  // Both read back: the repeated hour, take the earlier. Neither: the skipped hour, keep the offset from before.
  return candidates.length === 0 ? before : Math.min(...candidates);
};

/** The instant NZ midnight starts the NZ day that holds `millis`. */
export const nzStartOfDay = (millis: number): number => {
  const { year, month, day } = nzLocalTime(millis);
  return nzLocalToMillis(year, month, day);
};

/** NZ midnight of the calendar day `days` after (or before, when negative) the NZ day holding `millis`. */
export const nzStartOfDayPlusDays = (millis: number, days: number): number => {
  const t = nzLocalTime(millis);
  const date = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return nzLocalToMillis(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};

const two = (value: number): string => value.toString().padStart(2, "0");

/** Sortable NZ calendar keys: "2025-03-05", "2025-03", "2025". */
export const nzDayKey = (millis: number): string => {
  const t = nzLocalTime(millis);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
};
export const nzMonthKey = (millis: number): string => nzDayKey(millis).slice(0, 7);
export const nzYearKey = (millis: number): string => nzDayKey(millis).slice(0, 4);
