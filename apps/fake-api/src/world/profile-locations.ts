import { addressLines, type IQLocation, type ServiceAvailability } from "@waea/domain/profile";
import { NZ_STREETS, type NzStreet } from "./nz-streets";
import { uuidFor } from "./prng";
import type { SeedContext } from "./seed-context";

/** Locations come from one simulated address provider; its ids are numbers as text. */
export const LOCATION_PROVIDER = "LINZ";
const FIRST_IDX = 2_100_001;
const ADDRESSES_PER_STREET = 7;
/** A search answers at most this many locations. */
export const SEARCH_LIMIT = 20;

const jitter = (value: number, offset: number): number => Math.round((value + offset) * 1e6) / 1e6;

const locationsOf = (ctx: SeedContext, street: NzStreet, at: number): IQLocation[] => {
  const random = ctx.random(`locations:${at}`);
  const numbers = new Set<number>();
  while (numbers.size < ADDRESSES_PER_STREET) numbers.add(random.int(1, 240));
  return [...numbers]
    .sort((a, b) => a - b)
    .map((number, n) => {
      const idx = String(FIRST_IDX + at * ADDRESSES_PER_STREET + n);
      const flat = random.next() < 0.15;
      const suffix = !flat && random.next() < 0.12 ? random.pick(["A", "B"]) : undefined;
      const fields = {
        ...(flat ? { UnitType: "Flat", UnitTypeExtra: String(random.int(1, 8)) } : {}),
        Number: String(number),
        ...(suffix === undefined ? {} : { NumberPost: suffix }),
        StreetName: street.name,
        ...(street.type === undefined ? {} : { StreetType: street.type }),
        Suburb: street.suburb,
        City: street.city,
        State: street.region,
        PostCode: street.postCode,
      };
      return {
        UUID: ctx.uuid(`location:${idx}`),
        LocationProvider: LOCATION_PROVIDER,
        LocationProviderIDX: idx,
        Formatted: addressLines(fields).join(", "),
        ...fields,
        Country: "New Zealand",
        Latitude: jitter(street.lat, (random.next() - 0.5) * 0.008),
        Longitude: jitter(street.lon, (random.next() - 0.5) * 0.008),
      };
    });
};

/** A few hundred street addresses across New Zealand, the same for the same seed. */
export const seedLocations = (ctx: SeedContext): ReadonlyArray<IQLocation> =>
  NZ_STREETS.flatMap((street, at) => locationsOf(ctx, street, at));

/** Lower case without macrons or other marks, so "otahuhu" finds Ōtāhuhu. */
const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const searchText = (location: IQLocation): string =>
  fold([location.Formatted, location.State, location.PostCode].join(" ").replace(/,/g, " "));

/** The locations holding every word of the query (commas count as spaces), in their order, at most 20. */
export const searchLocations = (
  locations: ReadonlyArray<IQLocation>,
  query: string,
): ReadonlyArray<IQLocation> => {
  const words = fold(query)
    .split(/[\s,]+/)
    .filter((word) => word !== "")
    .slice(0, 12);
  if (words.length === 0) return [];
  const found: IQLocation[] = [];
  for (const location of locations) {
    const text = searchText(location);
    if (words.every((word) => text.includes(word))) found.push(location);
    if (found.length === SEARCH_LIMIT) break;
  }
  return found;
};

/**
 * What can be connected at a location, drawn once per seed and location: most have fibre (UFB), fixed wireless
 * and mobile; some only fixed wireless and mobile; a few are mobile only (no broadband there).
 */
export const availabilityAt = (seed: number, location: IQLocation): ServiceAvailability => {
  const key = `${location.LocationProvider}:${location.LocationProviderIDX}`;
  const draw = parseInt(uuidFor(seed, `availability:${key}`).slice(0, 4), 16) / 0x10000;
  const uuid = uuidFor(seed, `availability-id:${key}`);
  if (draw < 0.06) return { UUID: uuid, Status: "Unavailable", ServiceTypes: ["MOBILE"] };
  return {
    UUID: uuid,
    Status: "Available",
    ServiceTypes: draw < 0.22 ? ["FWA", "MOBILE"] : ["UFB", "FWA", "MOBILE"],
  };
};
