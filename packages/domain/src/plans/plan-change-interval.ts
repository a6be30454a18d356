/**
 * One calendar month after an instant, in UTC: 15 March 10:00 gives 15 April 10:00; 31 January gives 28 (or 29)
 * February, the last day of the shorter month. The same step the simulated store uses to set a plan's expiry one
 * month ahead (spec 02 §4).
 */
export const addOneMonth = (millis: number): number => {
  const at = new Date(millis);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(at.getUTCDate(), lastDay);
  return Date.UTC(
    year,
    month,
    day,
    at.getUTCHours(),
    at.getUTCMinutes(),
    at.getUTCSeconds(),
    at.getUTCMilliseconds(),
  );
};

/**
 * A plan can be changed only once per month (spec 02 §4). "Month" is a rolling calendar month from the last change,
 * not the calendar month it fell in: otherwise a change on 31 January would allow another on 1 February. The
 * instant from which the next change is allowed; any time when there was no change.
 */
export const nextPlanChangeAllowedAt = (lastChangeAtMillis: number | undefined): number =>
  lastChangeAtMillis === undefined ? Number.NEGATIVE_INFINITY : addOneMonth(lastChangeAtMillis);

export const canChangePlanAgain = (lastChangeAtMillis: number | undefined, nowMillis: number): boolean =>
  nowMillis >= nextPlanChangeAllowedAt(lastChangeAtMillis);
