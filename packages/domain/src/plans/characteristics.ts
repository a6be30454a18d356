import * as Schema from "effect/Schema";

/** Characteristic values arrive as strings ("true", "1024"), numbers or booleans, depending on the catalog. */
export const CharacteristicValue = Schema.Union(Schema.String, Schema.Number, Schema.Boolean);
export type CharacteristicValue = typeof CharacteristicValue.Type;

const value = Schema.optional(CharacteristicValue);

/** The characteristics of a plan or add-on that the portal reads (spec 02 §3, §9; 03 §3). */
export const Characteristics = Schema.Struct({
  IsBasePlan: value,
  IsAddon: value,
  AllowAutoRenew: value,
  EndAfterCycleCount: value,
  OfferPeriodCount: value,
  OfferPeriodInterval: value,
  TimePeriodInterval: value,
  /** Unlimited, CasualRate or Throttled. */
  DataUsageRule: value,
  /** MB. */
  RecurringDataAllowance: value,
  /** Minutes. */
  RecurringVoiceAllowance: value,
  RecurringSMSAllowance: value,
  RecurringMMSAllowance: value,
  RecurringIDDVoiceAllowance: value,
  RecurringIDDSMSAllowance: value,
  VoiceUsageRule: value,
  SMSUsageRule: value,
  MMSUsageRule: value,
  IDDVoiceUsageRule: value,
  IDDSMSUsageRule: value,
  SpeedLimitDL: value,
  SpeedLimitUL: value,
  Throttle: value,
});
export type Characteristics = typeof Characteristics.Type;

/** A number from a number or a numeric string; undefined for anything else. */
export const characteristicNumber = (v: CharacteristicValue | undefined): number | undefined => {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v !== "string" || !/^\s*-?\d+(?:\.\d+)?\s*$/.test(v)) return undefined;
  return Number(v);
};

/** true for true, "true", "yes", "1" and 1 (any case); false otherwise. */
export const characteristicFlag = (v: CharacteristicValue | undefined): boolean => {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v === 1;
  return typeof v === "string" && ["true", "yes", "1"].includes(v.trim().toLowerCase());
};

/** Trimmed text of a value; undefined when blank or missing. */
export const characteristicText = (v: CharacteristicValue | undefined): string | undefined => {
  if (v === undefined || typeof v === "boolean") return undefined;
  const text = String(v).trim();
  return text === "" ? undefined : text;
};

export type UsageRule = "unlimited" | "casual_rate" | "throttled" | "other";

/** A usage rule, read ignoring case, spaces and underscores ("Unlimited", "CASUAL_RATE", "casual rate"). */
export const usageRule = (v: CharacteristicValue | undefined): UsageRule | undefined => {
  const text = characteristicText(v);
  if (text === undefined) return undefined;
  const compact = text.toLowerCase().replace(/[\s_-]/g, "");
  if (compact === "unlimited") return "unlimited";
  if (compact === "casualrate") return "casual_rate";
  if (compact === "throttled") return "throttled";
  return "other";
};
