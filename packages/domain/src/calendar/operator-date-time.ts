import { nzLocalToMillis } from "./nz-time";

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Epoch ms of an operator date-time ("2026-11-21T10:00:00", with or without a zone). With a zone (Z or ±hh:mm) it is exact; without one it is NZ wall time
 * (decided: the operator is in NZ, and reading it as the device's zone would make grouping depend on the device).
 * Undefined when it cannot be read.
 */
export const parseOperatorDateTime = (dateAndTime: string): number | undefined => {
  const match = DATE_TIME.exec(dateAndTime.trim());
  if (match === null) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", zone] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  if (
    parts[1] < 1 ||
    parts[1] > 12 ||
    parts[2] < 1 ||
    parts[2] > 31 ||
    parts[3] > 23 ||
    parts[4] > 59 ||
    parts[5] > 59
  )
    return undefined;
  if (zone === undefined) return nzLocalToMillis(...parts);
  const wall = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]);
  if (zone.toUpperCase() === "Z") return wall;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  return wall - sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
};
