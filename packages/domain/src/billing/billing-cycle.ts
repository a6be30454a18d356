import * as Schema from "effect/Schema";
import { BillingMessages, type BillingMessageKey } from "./messages";

/**
 * A billing cycle {Type, Value} (spec 02 §3): Type "monthly", or a fixed number of days whose Value 7 means
 * seven days and anything else 28 days. The spec does not name the non-monthly Type; "days" is written here.
 */
export const BillingCycle = Schema.Struct({
  Type: Schema.String,
  Value: Schema.optional(Schema.Int),
});
export type BillingCycle = typeof BillingCycle.Type;

export const MONTHLY_CYCLE_TYPE = "monthly";
export const DAYS_CYCLE_TYPE = "days";

/** The three options a customer can choose, in display order. */
export const BillingCycleOptions = ["seven_days", "twenty_eight_days", "monthly"] as const;
export type BillingCycleOption = (typeof BillingCycleOptions)[number];

export const BillingCycleOptionLabelKeys: Readonly<Record<BillingCycleOption, BillingMessageKey>> = {
  seven_days: BillingMessages.cycleSevenDays,
  twenty_eight_days: BillingMessages.cycleTwentyEightDays,
  monthly: BillingMessages.cycleMonthly,
};

/** Which option a cycle is: monthly by Type (any case), otherwise 7 days when Value is 7, else 28 days. */
export const billingCycleOption = (cycle: BillingCycle): BillingCycleOption => {
  if (cycle.Type.trim().toLowerCase() === MONTHLY_CYCLE_TYPE) return "monthly";
  return cycle.Value === 7 ? "seven_days" : "twenty_eight_days";
};

/**
 * The option a cycle asks for when it is one the operator offers (spec 02 §9: 7 days, 28 days, monthly): Type
 * monthly (any case), or days with a Value of 7 or 28; undefined for anything else.
 */
export const offeredBillingCycleOption = (cycle: BillingCycle): BillingCycleOption | undefined => {
  const type = cycle.Type.trim().toLowerCase();
  if (type === MONTHLY_CYCLE_TYPE) return "monthly";
  if (type !== DAYS_CYCLE_TYPE) return undefined;
  return cycle.Value === 7 ? "seven_days" : cycle.Value === 28 ? "twenty_eight_days" : undefined;
};

/** The cycle sent for an option (the billing cycle change call). */
export const billingCycleFor = (option: BillingCycleOption): BillingCycle => {
  switch (option) {
    case "monthly":
      return { Type: MONTHLY_CYCLE_TYPE };
    case "seven_days":
      return { Type: DAYS_CYCLE_TYPE, Value: 7 };
    case "twenty_eight_days":
      return { Type: DAYS_CYCLE_TYPE, Value: 28 };
  }
};

/** Length of a fixed cycle in days; undefined for monthly (calendar months vary). */
export const billingCycleDays = (cycle: BillingCycle): number | undefined => {
  const option = billingCycleOption(cycle);
  return option === "monthly" ? undefined : option === "seven_days" ? 7 : 28;
};

/** The reply of billing.getBillingCycle and the body of billing.setBillingCycle. */
export const BillingCycleReply = Schema.Struct({ BillingCycle: BillingCycle });
export type BillingCycleReply = typeof BillingCycleReply.Type;
