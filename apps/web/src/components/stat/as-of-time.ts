import { nzLocalTime } from "@waea/domain/calendar";

/**
 * A reading's time of day in New Zealand, "2:41 pm", for "as of 2:41 pm" (the same numerals in both languages),
 * "" for what is not a time. Written from the NZ wall time, not with `Intl`: the signed-in home shows it first,
 * and a browser's first `Intl` formatter costs 30-50 ms of main thread (packages/domain calendar/nz-time.ts).
 */
export const formatAsOfTime = (millis: number): string => {
  const { hour, minute } = nzLocalTime(millis);
  if (Number.isNaN(hour)) return "";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
};
