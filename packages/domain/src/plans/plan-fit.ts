import type { Cents } from "../money";
import { firstAvailability, type CatalogEntry } from "./catalog-entry";
import {
  characteristicNumber,
  characteristicText,
  usageRule,
  type CharacteristicValue,
} from "./characteristics";
import { planPriceCents } from "./plan-display";

/**
 * The plan-fit hint (issue 13, "beyond what operators offer"): from the last 30 days of use, the cheapest plan that
 * would have covered it, and what the customer would have saved or needed.
 */
export const PLAN_FIT_WINDOW_DAYS = 30;

/** An allowance of a plan period: an amount (MB, minutes or texts), or unlimited. */
export type Allowance = number | "unlimited";

/** A plan as the fit rule reads it: its price and allowances for one period of `periodDays`. */
export interface FitPlan {
  readonly uuid: string;
  readonly availabilityUUID: string | undefined;
  readonly name: string;
  readonly priceCents: Cents;
  readonly periodDays: number;
  readonly dataMB: Allowance;
  readonly minutes: Allowance;
  readonly texts: Allowance;
}

/** What was used over the window: data in MB, minutes of calls, texts. */
export interface UsageTotals {
  readonly dataMB: number;
  readonly minutes: number;
  readonly texts: number;
}

/**
 * The hint: the current plan is already the cheapest that covers the use (nothing to suggest); a plan to switch to,
 * with what it would have saved over the window (negative: what it would have needed on top), undefined when the
 * current plan is not known; or no plan would have covered the use.
 */
export type PlanFit =
  | { readonly _tag: "CurrentFits"; readonly current: FitPlan }
  | {
      readonly _tag: "Switch";
      readonly plan: FitPlan;
      readonly currentCovers: boolean;
      readonly savedCents: number | undefined;
    }
  | { readonly _tag: "NoneFits" };

const NAMED_DAYS: Readonly<Record<string, number>> = {
  day: 1,
  daily: 1,
  week: 7,
  weekly: 7,
  fortnight: 14,
  fortnightly: 14,
  month: PLAN_FIT_WINDOW_DAYS,
  monthly: PLAN_FIT_WINDOW_DAYS,
  calendar_month: PLAN_FIT_WINDOW_DAYS,
  year: 365,
  yearly: 365,
  annual: 365,
};

/**
 * Days of a plan period (TimePeriodInterval): N days as a number or "N days", a named period (a month counts as the
 * 30-day window), else the window itself (decided: a plan without a readable period is read as monthly).
 */
export const periodDays = (v: CharacteristicValue | undefined): number => {
  const raw = characteristicText(v)?.toLowerCase();
  if (raw === undefined) return PLAN_FIT_WINDOW_DAYS;
  const days = characteristicNumber(v) ?? Number(/^(\d+)\s*days?$/.exec(raw)?.[1] ?? Number.NaN);
  if (Number.isFinite(days) && days > 0) return days;
  return NAMED_DAYS[raw.replace(/[\s-]+/g, "_")] ?? PLAN_FIT_WINDOW_DAYS;
};

/**
 * An allowance: unlimited by its usage rule; otherwise its amount, 0 when none is given. Casual-rate and throttled
 * use past the amount is charged or slowed, so it is not covered.
 */
const allowance = (
  amount: CharacteristicValue | undefined,
  rule: CharacteristicValue | undefined,
): Allowance =>
  usageRule(rule) === "unlimited" ? "unlimited" : Math.max(0, characteristicNumber(amount) ?? 0);

/** A catalogue plan as the fit rule reads it (the price shown on its card, spec 02 §9). */
export const fitPlanOf = (entry: CatalogEntry): FitPlan => {
  const c = entry.Characteristics ?? {};
  const availability = firstAvailability(entry);
  return {
    uuid: entry.UUID,
    availabilityUUID: availability?.UUID,
    name: availability?.RetailName?.trim() || entry.Name,
    priceCents: planPriceCents(entry),
    periodDays: periodDays(c.TimePeriodInterval),
    dataMB: allowance(c.RecurringDataAllowance, c.DataUsageRule),
    minutes: allowance(c.RecurringVoiceAllowance, c.VoiceUsageRule),
    texts: allowance(c.RecurringSMSAllowance, c.SMSUsageRule),
  };
};

/** What a plan costs over the 30-day window (a 28-day plan costs 30/28 of its price), in whole cents. */
export const windowCostCents = (plan: Pick<FitPlan, "priceCents" | "periodDays">): number =>
  Math.round((plan.priceCents * PLAN_FIT_WINDOW_DAYS) / plan.periodDays);

const windowAllowance = (amount: Allowance, days: number): number =>
  amount === "unlimited" ? Number.POSITIVE_INFINITY : (amount * PLAN_FIT_WINDOW_DAYS) / days;

/** Would the plan, renewed over the window, have covered the use (each kind within its allowance)? */
export const coversUsage = (plan: FitPlan, usage: UsageTotals): boolean =>
  usage.dataMB <= windowAllowance(plan.dataMB, plan.periodDays) &&
  usage.minutes <= windowAllowance(plan.minutes, plan.periodDays) &&
  usage.texts <= windowAllowance(plan.texts, plan.periodDays);

/** The first plan of the lowest window cost (the list's order breaks ties). */
const cheapest = (plans: ReadonlyArray<FitPlan>): FitPlan | undefined =>
  plans.reduce<FitPlan | undefined>(
    (best, plan) => (best === undefined || windowCostCents(plan) < windowCostCents(best) ? plan : best),
    undefined,
  );

/**
 * The plan-fit rule. Costs and allowances are compared over the 30-day window (a plan of another period as if
 * renewed through it). When the current plan covers the use and no covering plan costs less, nothing is suggested;
 * otherwise the cheapest covering plan other than the current one, with the window cost of the current plan minus
 * its own (positive: saved; negative: needed on top). No covering plan: NoneFits.
 */
export const planFit = (input: {
  readonly usage: UsageTotals;
  readonly current: FitPlan | undefined;
  readonly plans: ReadonlyArray<FitPlan>;
}): PlanFit => {
  const { usage, current } = input;
  const others = input.plans.filter((plan) => plan.uuid !== current?.uuid && coversUsage(plan, usage));
  const best = cheapest(others);
  const currentCovers = current !== undefined && coversUsage(current, usage);
  if (
    current !== undefined &&
    currentCovers &&
    (best === undefined || windowCostCents(best) >= windowCostCents(current))
  )
    return { _tag: "CurrentFits", current };
  if (best === undefined) return { _tag: "NoneFits" };
  return {
    _tag: "Switch",
    plan: best,
    currentCovers,
    savedCents: current === undefined ? undefined : windowCostCents(current) - windowCostCents(best),
  };
};
