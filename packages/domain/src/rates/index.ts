export {
  InternationalRate,
  CentsPerMinute,
  RateLocation,
  RateLocations,
  centsToHundredths,
} from "./international-rate";
export {
  DEFAULT_FLAG,
  RatesKeys,
  RatesMessageKeys,
  flagImageKey,
  formatCentsPerMinute,
  rateRow,
} from "./rate-display";
export type { FlagImageKey, RateRow } from "./rate-display";
export { INTERNATIONAL_RATES, findRate, sortByLocation } from "./rate-table";
