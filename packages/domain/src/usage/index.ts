export {
  ChargeGroupings,
  UNKNOWN_DATE_KEY,
  ZERO_TOTALS,
  addCharge,
  chargeTotals,
  groupCharges,
  groupLabel,
  type ChargeGroup,
  type ChargeGrouping,
  type ChargeTotals,
} from "./charge-grouping";
export {
  BYTES_PER_MB,
  HISTOGRAM_DAYS,
  HISTOGRAM_INTERVAL_NANOS,
  HistogramBucket,
  HistogramRange,
  HistogramReply,
  HistogramRequest,
  SECONDS_PER_MINUTE,
  histogramLabel,
  histogramRequest,
  toHistogram,
  type HistogramPoint,
} from "./histogram";
export { UsageMessages, type UsageMessageKey } from "./messages";
export {
  CARRY_OVER_MAX_DAYS,
  UNLIMITED_RULE,
  UsageBalanceEntry,
  UsageBalancesReply,
  carryOverExpiresAtMillis,
  toUsageBalance,
  unlimitedLabelKey,
  usableCarryOver,
  usageBalances,
  type UsageBalance,
} from "./usage-balance";
export {
  USAGE_CHARGES_CACHE_MILLIS,
  UsageCharge,
  UsageChargesQuery,
  UsageChargesReply,
  chargeMillis,
} from "./usage-charge";
export { UsageError, usageError } from "./usage-error";
export { UsageKindLabelKeys, UsageKinds, usageKind, type UsageKind } from "./usage-kind";
export { USAGE_WINDOW_DAYS, usageWindow, type UsageWindow } from "./usage-window";
export { loadUsageReport, type UsageReport } from "./use-cases/load-usage-report";
export {
  loadUsageBalances,
  loadUsageCharges,
  loadUsageHistogram,
  type LoadUsageChargesInput,
  type Loaded,
} from "./use-cases/load-usage";
