/**
 * New Zealand wall-clock time, computed purely from epoch milliseconds.
 *
 * The portal shows dates in NZ time whatever the device's time zone. `Intl` time-zone data differs between
 * browsers, Node builds (small-icu) and test runners, so the rule is written out instead: NZST is UTC+12,
 * NZDT is UTC+13 from the last Sunday of September 02:00 NZST to the first Sunday of April 03:00 NZDT. These
 * are the rules in force since 2007; they are applied to every year (the portal shows recent documents).
 * The Chatham Islands (+12:45) are not distinguished: the operator bills in mainland time.
 */
export const NZ_STANDARD_OFFSET_MINUTES = 12 * 60;
export const NZ_DAYLIGHT_OFFSET_MINUTES = 13 * 60;
export const DAY_MILLIS = 86_400_000;
const HOUR = 3_600_000;

export interface NzLocalTime {
  readonly year: number;
  /** 1-12 */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Day of month of the first Sunday of a month (month 0-11). */
const firstSunday = (year: number, month: number): number => {
  const weekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - weekday) % 7);
};

/** Day of month of the last Sunday of a month (month 0-11). */
const lastSunday = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
};

/** UTC instant daylight time ends in April: 03:00 NZDT, i.e. 14:00 UTC the day before. */
const daylightEnds = (year: number): number => Date.UTC(year, 3, firstSunday(year, 3), 3) - 13 * HOUR;

/** UTC instant daylight time starts in September: 02:00 NZST, i.e. 14:00 UTC the day before. */
const daylightStarts = (year: number): number => Date.UTC(year, 8, lastSunday(year, 8), 2) - 12 * HOUR;

/** Minutes NZ time is ahead of UTC at an instant: 720 or 780. */
export const nzOffsetMinutes = (millis: number): number => {
  const year = new Date(millis).getUTCFullYear();
  const daylight = millis < daylightEnds(year) || millis >= daylightStarts(year);
  return daylight ? NZ_DAYLIGHT_OFFSET_MINUTES : NZ_STANDARD_OFFSET_MINUTES;
};

/** The NZ calendar date and time of an instant. */
export const nzLocalTime = (millis: number): NzLocalTime => {
  const local = new Date(millis + nzOffsetMinutes(millis) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
};

/** The instant NZ midnight starts the NZ day that holds `millis`. */
export const nzStartOfDay = (millis: number): number => {
  const { year, month, day } = nzLocalTime(millis);
  const guess = Date.UTC(year, month - 1, day) - NZ_STANDARD_OFFSET_MINUTES * 60_000;
  // Midnight is never inside a transition (they happen at 02:00/03:00), so one correction is enough.
  return Date.UTC(year, month - 1, day) - nzOffsetMinutes(guess) * 60_000;
};

export const MONTH_ABBREVIATIONS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

const two = (value: number): string => value.toString().padStart(2, "0");

export const monthAbbreviation = (month: number): string => MONTH_ABBREVIATIONS[month - 1] ?? "";

/** 'DD MMM YYYY @ HH:mm' in NZ time (APP-12, PAY-08): "05 Mar 2025 @ 14:07". */
export const formatNzDateTime = (millis: number): string => {
  const t = nzLocalTime(millis);
  return `${two(t.day)} ${monthAbbreviation(t.month)} ${t.year} @ ${two(t.hour)}:${two(t.minute)}`;
};

/** 'DD-MM-YYYY' in NZ time, the default date format (spec 01 §9, APP-12): "05-03-2025". */
export const formatNzDate = (millis: number): string => {
  const t = nzLocalTime(millis);
  return `${two(t.day)}-${two(t.month)}-${t.year}`;
};

/** 'HH:mm:ss' in NZ time, the default time format (spec 01 §9): "14:07:09". */
export const formatNzTime = (millis: number): string => {
  const t = nzLocalTime(millis);
  return `${two(t.hour)}:${two(t.minute)}:${two(t.second)}`;
};

/** Sortable NZ calendar keys: "2025-03-05", "2025-03", "2025". */
export const nzDayKey = (millis: number): string => {
  const t = nzLocalTime(millis);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
};
export const nzMonthKey = (millis: number): string => nzDayKey(millis).slice(0, 7);
export const nzYearKey = (millis: number): string => nzDayKey(millis).slice(0, 4);

/**
 * The instant of an NZ wall-clock time (month 1-12), for operator timestamps that carry no zone. The wall time is
 * first read as standard time and the offset in force at that instant applied; in the hour skipped or repeated by
 * a daylight change the answer is one of the two candidates, which is as good as the data allows.
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
  return wall - nzOffsetMinutes(wall - NZ_STANDARD_OFFSET_MINUTES * 60_000) * 60_000;
};

/** NZ midnight of the calendar day `days` after (or before, when negative) the NZ day holding `millis`. */
export const nzStartOfDayPlusDays = (millis: number, days: number): number => {
  const t = nzLocalTime(millis);
  const date = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return nzLocalToMillis(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
};
