export { allowanceTexts, type AllowanceId } from "./allowance-display";
export {
  AUTO_RENEW_NOT_ALLOWED,
  DEFAULT_AUTO_RENEW,
  allowsAutoRenew,
  decideAutoRenew,
  initialAutoRenew,
  isRenewable,
} from "./auto-renew";
export {
  Availability,
  CatalogEntry,
  PriceInfo,
  firstAvailability,
  withRecurringCents,
} from "./catalog-entry";
export { CatalogProductType, catalogProductTypes, type CatalogPurpose } from "./catalog-product-type";
export {
  CharacteristicValue,
  Characteristics,
  characteristicFlag,
  characteristicNumber,
  characteristicText,
  usageRule,
  type UsageRule,
} from "./characteristics";
export { GB_THRESHOLD_MB, dataAmountText, dataText } from "./data-display";
export { formatAmount, formatShort, text, type DisplayText } from "./display-text";
export { PlansMessageKeys } from "./keys";
export { offerIntervalText, timePeriodText } from "./period-display";
export { formatPlan, planPriceCents } from "./plan-display";
export { currentBasePlan } from "./base-plan";
export type { PlanDetail, PlanDetailId, PlanDisplay } from "./plan-display";
export {
  PlanChangeRefusalKeys,
  decideCancelPlanChange,
  decidePlanChange,
  findPlanByAvailability,
} from "./plan-change";
export {
  changeablePlans,
  isSamePlan,
  listedPlans,
  planChoice,
  sameBillingType,
  type PlanChoice,
  type PlanChoiceFacts,
} from "./plan-choice";
export type {
  AllowedPlanChange,
  PlanChangeFacts,
  PlanChangeRefusal,
  PlanChangeRefusalKey,
} from "./plan-change";
export { knownPlanRefusals, planChangeRefusalKey } from "./plan-change-refusal";
export { addOneMonth, canChangePlanAgain, nextPlanChangeAllowedAt } from "./plan-change-interval";
export {
  DEFAULT_PLAN_CHANGE_MODE,
  PlanChangeTimingKeys,
  changeNow,
  planChangeMode,
  planChangeTimings,
  type PlanChangeTiming,
} from "./plan-change-mode";
export {
  CancelPlanChangeReply,
  ChangeAddonAutoRenewReply,
  ChangeAddonAutoRenewRequest,
  ChangePlanReply,
  ChangePlanRequest,
  PlanChangeTarget,
  ScheduledPlanChange,
  ScheduledPlanChangeReply,
} from "./plan-change-schemas";
export {
  CATALOG_PAGE_SIZE,
  CatalogEntriesReply,
  CatalogEntriesRequest,
  PostpayMobilePlansReply,
  PrepayAddonsReply,
  catalogEntriesRequest,
} from "./plan-lists";
export { isBasePlanEntry, isOffered, orderPlans } from "./plan-order";
export {
  PLANS_UNLOCK_STORAGE_KEY,
  WRONG_PLANS_PASSWORD,
  checkPlansPassword,
  isPlansListProtected,
  isPlansListUnlocked,
  plansUnlockFlag,
} from "./plans-password";
export { PlansRefused } from "./plans-refused";
export {
  QuickFilterLabelKeys,
  QuickFilters,
  filterPlans,
  isUnlimitedPlan,
  type QuickFilter,
} from "./quick-filter";
export { formatSpeed, hasSpeedLimits, parseSpeedBps, speedText, throttleNote } from "./speed-display";
export { cancelPlanChange } from "./use-cases/cancel-plan-change";
export { changePlan, type ChangePlanInput } from "./use-cases/change-plan";
export { loadCatalog, loadPlans } from "./use-cases/load-plans";
export { loadPlanState, type PlanState, type WaitingPlanChange } from "./use-cases/load-plan-state";
export { setAutoRenew, type SetAutoRenewInput } from "./use-cases/set-auto-renew";
export { unlockPlansList } from "./use-cases/unlock-plans";
export { isPlansListVisible } from "./use-cases/plans-list-visible";
export {
  PLAN_FIT_WINDOW_DAYS,
  coversUsage,
  fitPlanOf,
  periodDays,
  planFit,
  windowCostCents,
  type Allowance,
  type FitPlan,
  type PlanFit,
  type UsageTotals,
} from "./plan-fit";
export { loadPlanFit, type PlanFitReport } from "./use-cases/load-plan-fit";
