export {
  DAY_MILLIS,
  NZ_TIME_ZONE,
  isTimeValue,
  nzDayKey,
  nzLocalTime,
  nzLocalToMillis,
  nzMonthKey,
  nzOffsetMinutes,
  nzStartOfDay,
  nzStartOfDayPlusDays,
  nzYearKey,
  type NzLocalTime,
} from "./nz-time";
export { formatNzDate, formatNzDateTime, formatNzTime, monthAbbreviation } from "./nz-format";
export { parseOperatorDateTime } from "./operator-date-time";
