import {
  characteristicNumber,
  usageRule,
  type CharacteristicValue,
  type Characteristics,
} from "./characteristics";
import { text, type DisplayText } from "./display-text";

export type AllowanceId = "voice" | "sms" | "mms" | "idd_voice" | "idd_sms";

/** Each countable allowance: its characteristic, its usage rule and the key of its amount. */
const ALLOWANCES: ReadonlyArray<{
  readonly id: AllowanceId;
  readonly amount: keyof Characteristics;
  readonly rule: keyof Characteristics;
  readonly key: string;
}> = [
  { id: "voice", amount: "RecurringVoiceAllowance", rule: "VoiceUsageRule", key: "plans.minutes" },
  { id: "sms", amount: "RecurringSMSAllowance", rule: "SMSUsageRule", key: "plans.count" },
  { id: "mms", amount: "RecurringMMSAllowance", rule: "MMSUsageRule", key: "plans.count" },
  { id: "idd_voice", amount: "RecurringIDDVoiceAllowance", rule: "IDDVoiceUsageRule", key: "plans.minutes" },
  { id: "idd_sms", amount: "RecurringIDDSMSAllowance", rule: "IDDSMSUsageRule", key: "plans.count" },
];

const allowanceText = (
  amount: CharacteristicValue | undefined,
  rule: CharacteristicValue | undefined,
  key: string,
): DisplayText | undefined => {
  const count = characteristicNumber(amount);
  const kind = usageRule(rule);
  if (kind === "unlimited") return text("plans.unlimited");
  if (kind === "casual_rate" && (count === undefined || count < 1)) return text("plans.casual_rate");
  return count === undefined ? undefined : text(key, { count });
};

/** Voice in minutes, SMS and MMS (and their IDD kinds) in counts; unlimited and casual rate as for data. */
export const allowanceTexts = (
  c: Characteristics,
): ReadonlyArray<{ readonly id: AllowanceId; readonly value: DisplayText; readonly unlimited: boolean }> =>
  ALLOWANCES.flatMap(({ id, amount, rule, key }) => {
    const value = allowanceText(c[amount], c[rule], key);
    return value === undefined ? [] : [{ id, value, unlimited: usageRule(c[rule]) === "unlimited" }];
  });
