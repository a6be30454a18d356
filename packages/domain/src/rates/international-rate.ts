import * as Schema from "effect/Schema";

/** The 24 locations of the international calling rates (spec 02 §9, PLAN-09), as their translation keys. */
export const RateLocations = [
  "australia",
  "bangladesh",
  "canada",
  "china",
  "cook",
  "fiji",
  "french_polynesia",
  "hawaii",
  "hong_kong",
  "india",
  "macau",
  "malaysia",
  "nepal",
  "niue",
  "pakistan",
  "samoa",
  "singapore",
  "sri_lanka",
  "taiwan",
  "tonga",
  "uae",
  "uk",
  "usa",
  "vietnam",
] as const;
export const RateLocation = Schema.Literal(...RateLocations);
export type RateLocation = typeof RateLocation.Type;

/**
 * Cents per minute, as the spec writes them: whole (29) or with two decimals (Cook Islands 1.20, Niue 1.60). The
 * number is the nearest double to the written value; exactness comes from never computing with it: it is read back
 * to integer hundredths of a cent (`centsToHundredths`) for display and comparison, so 1.2 always shows "1.20".
 */
export const CentsPerMinute = Schema.Number.pipe(
  Schema.nonNegative(),
  Schema.filter((cents) => Number.isFinite(cents) && Math.abs(cents * 100 - Math.round(cents * 100)) < 1e-6, {
    message: () => "a rate has at most two decimals of a cent",
  }),
).annotations({ identifier: "CentsPerMinute" });
export type CentsPerMinute = typeof CentsPerMinute.Type;

/** An international calling rate: location and rate per minute in cents (spec 02 §3). */
export const InternationalRate = Schema.Struct({
  location: RateLocation,
  rate: CentsPerMinute,
});
export type InternationalRate = typeof InternationalRate.Type;

/** Integer hundredths of a cent of a rate: 1.2 is 120, 29 is 2900. Read from the two-decimal text, so exact. */
export const centsToHundredths = (cents: number): number => {
  const [whole = "0", fraction = ""] = cents.toFixed(2).split(".");
  return Number(whole) * 100 + Number(fraction);
};
