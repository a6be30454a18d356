import {
  centsToHundredths,
  RateLocations,
  type CentsPerMinute,
  type InternationalRate,
} from "./international-rate";

/** Flag images exist for the 24 locations plus a default (spec 02 §9): an image key is a location or "default". */
export const DEFAULT_FLAG = "default";
export type FlagImageKey = (typeof RateLocations)[number] | typeof DEFAULT_FLAG;

export const flagImageKey = (location: string): FlagImageKey =>
  (RateLocations as ReadonlyArray<string>).includes(location) ? (location as FlagImageKey) : DEFAULT_FLAG;

/**
 * Cents per minute as the rate table writes them: whole cents without decimals ("29", "0"), fractional cents with
 * two ("1.20"). Built from integer hundredths of a cent, so it is always exact.
 */
export const formatCentsPerMinute = (rate: CentsPerMinute): string => {
  const hundredths = centsToHundredths(rate);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
};

/** One row of the rates page: the UI translates the keys (no English here). */
export interface RateRow {
  readonly location: InternationalRate["location"];
  /** "rates.location_<location>" */
  readonly locationKey: string;
  readonly flag: FlagImageKey;
  /** "rates.cents_per_minute" with params.price */
  readonly priceKey: string;
  /** The formatted price, also the `price` of the entity in spec 02 §3. */
  readonly price: string;
  /** Cents per minute. */
  readonly rate: CentsPerMinute;
}

export const RatesKeys = {
  title: "rates.title",
  location: "rates.location",
  rate: "rates.rate",
  centsPerMinute: "rates.cents_per_minute",
} as const;

export const rateRow = (rate: InternationalRate): RateRow => ({
  location: rate.location,
  locationKey: `rates.location_${rate.location}`,
  flag: flagImageKey(rate.location),
  priceKey: RatesKeys.centsPerMinute,
  price: formatCentsPerMinute(rate.rate),
  rate: rate.rate,
});

/** Every message key of the rates namespace. */
export const RatesMessageKeys: ReadonlyArray<string> = [
  ...Object.values(RatesKeys),
  ...RateLocations.map((location) => `rates.location_${location}`),
];
