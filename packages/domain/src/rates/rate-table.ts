import type { InternationalRate, RateLocation } from "./international-rate";

/** Cents per minute of spec 02 §9, exactly as written there. */
const CENTS_PER_MINUTE: Readonly<Record<RateLocation, number>> = {
  australia: 0,
  bangladesh: 5,
  canada: 20,
  china: 3,
  cook: 1.2,
  fiji: 29,
  french_polynesia: 60,
  hawaii: 5,
  hong_kong: 5,
  india: 3,
  macau: 20,
  malaysia: 5,
  nepal: 20,
  niue: 1.6,
  pakistan: 20,
  samoa: 60,
  singapore: 5,
  sri_lanka: 20,
  taiwan: 20,
  tonga: 60,
  uae: 40,
  uk: 20,
  usa: 20,
  vietnam: 20,
};

/**
 * Sorted by location key. The key is the same in every language, so the order does not change when the page is
 * read in te reo Māori (a sort by translated name would move rows between languages).
 */
export const sortByLocation = (rates: ReadonlyArray<InternationalRate>): ReadonlyArray<InternationalRate> =>
  [...rates].sort((a, b) => (a.location < b.location ? -1 : a.location > b.location ? 1 : 0));

/** The 24 international calling rates, sorted by location (PLAN-09). */
export const INTERNATIONAL_RATES: ReadonlyArray<InternationalRate> = sortByLocation(
  (Object.entries(CENTS_PER_MINUTE) as ReadonlyArray<[RateLocation, number]>).map(([location, cents]) => ({
    location,
    rate: cents,
  })),
);

export const findRate = (location: string): InternationalRate | undefined =>
  INTERNATIONAL_RATES.find((rate) => rate.location === location);
