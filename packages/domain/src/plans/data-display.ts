import { characteristicNumber, usageRule, type Characteristics } from "./characteristics";
import { formatAmount, text, type DisplayText } from "./display-text";

/**
 * Data at or above this many MB is shown in GB. The spec does not give the value. The operator counts allowances in
 * MB with 1 GB = 1024 MB (a "1GB" plan is 1024 MB), so 1024 is both the threshold and the divisor: 1024 MB shows as
 * "1GB" and 1000 MB as "1000MB", never as "0.98GB".
 */
export const GB_THRESHOLD_MB = 1024;

/** "{{amount}} GB" or "{{amount}} MB" (a space between figure and unit, as minutes have): integer if whole, else 2 decimals. */
export const dataAmountText = (megabytes: number): DisplayText =>
  megabytes >= GB_THRESHOLD_MB
    ? text("plans.data_gb", { amount: formatAmount(megabytes / GB_THRESHOLD_MB) })
    : text("plans.data_mb", { amount: formatAmount(megabytes) });

/**
 * The data allowance: Unlimited shows unlimited; CasualRate with an allowance under 1 MB (or none) shows casual
 * rate; otherwise the amount (a Throttled plan shows its amount and a throttle note). Nothing when the plan has no
 * data at all.
 */
export const dataText = (c: Characteristics): DisplayText | undefined => {
  const rule = usageRule(c.DataUsageRule);
  const megabytes = characteristicNumber(c.RecurringDataAllowance);
  if (rule === "unlimited") return text("plans.unlimited");
  if (rule === "casual_rate" && (megabytes === undefined || megabytes < 1)) return text("plans.casual_rate");
  return megabytes === undefined ? undefined : dataAmountText(megabytes);
};
