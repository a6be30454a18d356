import {
  characteristicText,
  usageRule,
  type CharacteristicValue,
  type Characteristics,
} from "./characteristics";
import { formatShort, text, type DisplayText } from "./display-text";

const UNITS: Readonly<Record<string, number>> = { "": 1, k: 1e3, m: 1e6, g: 1e9 };
const SPEED = /^(\d+(?:\.\d+)?)\s*([kmg]?)(?:bps|bit\/s|b)?$/;

/**
 * A speed limit in bits per second, or undefined when there is none. Catalogs write speeds as "10M", "512k",
 * "1.2Mbps" or bare numbers. A bare number under 1000 is read as Mbps ("2" is 2Mbps: no plan is capped at 2 bits a
 * second); a larger one as bps (10000000). Missing, 0, "unlimited" and text that is not a speed mean no limit.
 */
export const parseSpeedBps = (v: CharacteristicValue | undefined): number | undefined => {
  const raw = characteristicText(v)?.toLowerCase();
  if (raw === undefined) return undefined;
  const match = SPEED.exec(raw);
  if (match === null) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] ?? "";
  if (amount === 0) return undefined;
  if (unit === "") return amount < 1000 ? amount * 1e6 : amount;
  return amount * (UNITS[unit] ?? 1);
};

/** Bits per second with the bps suffix and the largest whole unit: "1.2Mbps", "512kbps", "1Gbps". */
export const formatSpeed = (bps: number): string => {
  if (bps >= 1e9) return `${formatShort(bps / 1e9)}Gbps`;
  if (bps >= 1e6) return `${formatShort(bps / 1e6)}Mbps`;
  if (bps >= 1e3) return `${formatShort(bps / 1e3)}kbps`;
  return `${formatShort(bps)}bps`;
};

/**
 * Speeds: both unlimited shows in-bundle data at the plan's speed; equal limits show "capped at X down + up";
 * otherwise "down / up", with a key of its own when only one direction is capped.
 */
export const speedText = (c: Characteristics): DisplayText => {
  const down = parseSpeedBps(c.SpeedLimitDL);
  const up = parseSpeedBps(c.SpeedLimitUL);
  if (down === undefined && up === undefined) return text("plans.speed_plan_speed");
  if (down === up && down !== undefined) return text("plans.speed_capped", { speed: formatSpeed(down) });
  if (up === undefined && down !== undefined)
    return text("plans.speed_down_only", { down: formatSpeed(down) });
  if (down === undefined && up !== undefined) return text("plans.speed_up_only", { up: formatSpeed(up) });
  return text("plans.speed_down_up", { down: formatSpeed(down ?? 0), up: formatSpeed(up ?? 0) });
};

/** Whether the plan says anything about speed. */
export const hasSpeedLimits = (c: Characteristics): boolean =>
  parseSpeedBps(c.SpeedLimitDL) !== undefined || parseSpeedBps(c.SpeedLimitUL) !== undefined;

/**
 * The note for data beyond the allowance: capped at 1.2Mbps or 2Mbps (spec 02 §9), each with its own sentence.
 * Another speed gets the general sentence with the speed; a Throttled plan without a readable speed says extra
 * data is at a reduced speed. Unknown Throttle flags ("true") count as no speed.
 */
export const throttleNote = (c: Characteristics): DisplayText | undefined => {
  const bps = parseSpeedBps(c.Throttle);
  const rounded = bps === undefined ? undefined : Math.round(bps);
  if (rounded === 1_200_000) return text("plans.throttle_1_2mbps");
  if (rounded === 2_000_000) return text("plans.throttle_2mbps");
  if (bps !== undefined) return text("plans.throttle_at", { speed: formatSpeed(bps) });
  return usageRule(c.DataUsageRule) === "throttled" ? text("plans.throttle_reduced") : undefined;
};
