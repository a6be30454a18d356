import type { PlanChangeMode, PlanKind, Settings } from "../config";

/** When a plan change takes effect: now (immediate, no pro-ration, charged now) or at the next billing date. */
export type PlanChangeTiming = "now" | "next_billing_date";

export const DEFAULT_PLAN_CHANGE_MODE: PlanChangeMode = "NOW";

/** The mode for a plan kind from the settings (BOTH for prepay and postpay in production); NOW without a kind. */
export const planChangeMode = (
  settings: Pick<Settings, "planChangeMode">,
  kind: PlanKind | undefined,
): PlanChangeMode =>
  kind === undefined ? DEFAULT_PLAN_CHANGE_MODE : (settings.planChangeMode[kind] ?? DEFAULT_PLAN_CHANGE_MODE);

/** The timings a customer may choose from, in the order they are offered. */
export const planChangeTimings = (mode: PlanChangeMode): ReadonlyArray<PlanChangeTiming> => {
  switch (mode) {
    case "NOW":
      return ["now"];
    case "LATER":
      return ["next_billing_date"];
    case "BOTH":
      return ["now", "next_billing_date"];
  }
};

export const PlanChangeTimingKeys: Readonly<Record<PlanChangeTiming, string>> = {
  now: "plans.change_now",
  next_billing_date: "plans.change_at_next_billing_date",
};

/** The ChangeNow flag of the change-plan call. */
export const changeNow = (timing: PlanChangeTiming): boolean => timing === "now";
