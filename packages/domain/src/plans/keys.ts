import { AUTO_RENEW_NOT_ALLOWED } from "./auto-renew";
import { PlanChangeTimingKeys } from "./plan-change-mode";
import { PlanChangeRefusalKeys } from "./plan-change";
import { WRONG_PLANS_PASSWORD } from "./plans-password";
import { QuickFilterLabelKeys } from "./quick-filter";

const UNITS = ["day", "week", "fortnight", "month", "year"] as const;

/** Every message key the plans context emits: the i18n resources must hold each, in every language. */
export const PlansMessageKeys: ReadonlyArray<string> = [
  // plan display (spec 02 §9)
  "plans.renewable_period",
  "plans.service_period",
  "plans.unlimited",
  "plans.casual_rate",
  "plans.data_gb",
  "plans.data_mb",
  "plans.minutes",
  "plans.count",
  "plans.speed_plan_speed",
  "plans.speed_capped",
  "plans.speed_down_only",
  "plans.speed_up_only",
  "plans.speed_down_up",
  "plans.throttle_1_2mbps",
  "plans.throttle_2mbps",
  "plans.throttle_at",
  "plans.throttle_reduced",
  "plans.fair_use_note",
  "plans.yes",
  "plans.period_days",
  "plans.period_week",
  "plans.period_fortnight",
  "plans.period_month",
  "plans.period_year",
  "plans.period_as_sent",
  // plural keys, called with a count (or in their plural form when there is none)
  ...UNITS.flatMap((unit) => [`plans.interval_${unit}`, `plans.interval_${unit}_other`]),
  "plans.interval_as_sent",
  ...[
    "period",
    "data",
    "speed",
    "voice",
    "sms",
    "mms",
    "idd_voice",
    "idd_sms",
    "free_data_hour",
    "hotspot",
    "share_data",
  ].map((id) => `plans.label_${id}`),
  ...Object.values(QuickFilterLabelKeys),
  ...Object.values(PlanChangeTimingKeys),
  ...Object.values(PlanChangeRefusalKeys),
  AUTO_RENEW_NOT_ALLOWED,
  WRONG_PLANS_PASSWORD,
];
