import type { AcceptedAvailability, BroadbandLocation } from "@waea/domain/broadband";
import type { EshopAddress } from "@waea/domain/cart";
import type { SeedContext } from "./seed-context";

/** The local fibre companies whose networks carry UFB. */
export type Lfc = "Chorus" | "Enable" | "Tuatahi" | "Northpower";

/** The location provider of every seeded premises (the address register the operator searches). */
export const LOCATION_PROVIDER = "NZPost";

/**
 * A seeded premises: where it is, which fibre company serves it, and what each network says about it (absent:
 * nothing there, so 'No Fibre services available'). `failsWith` makes fibre orders there fail with that note.
 */
export interface Place {
  readonly key: string;
  readonly street: string;
  readonly suburb?: string;
  readonly city: string;
  readonly postcode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly lfc?: Lfc;
  readonly fwa?: AcceptedAvailability;
  readonly ufb?: AcceptedAvailability;
  readonly failsWith?: string;
}

export const PLACES: ReadonlyArray<Place> = [
  {
    key: "queen-st",
    street: "12 Queen Street",
    suburb: "Auckland Central",
    city: "Auckland",
    postcode: "1010",
    latitude: -36.8446,
    longitude: 174.7665,
    lfc: "Chorus",
    fwa: "service_available",
    ufb: "service_available",
  },
  {
    key: "cuba-st",
    street: "45 Cuba Street",
    suburb: "Te Aro",
    city: "Wellington",
    postcode: "6011",
    latitude: -41.2924,
    longitude: 174.7757,
    lfc: "Chorus",
    fwa: "service_available",
    ufb: "service_installation_required",
  },
  {
    key: "riccarton-rd",
    street: "8 Riccarton Road",
    suburb: "Riccarton",
    city: "Christchurch",
    postcode: "8011",
    latitude: -43.5309,
    longitude: 172.6126,
    lfc: "Enable",
    ufb: "service_scope_required",
  },
  {
    key: "victoria-st",
    street: "221 Victoria Street",
    suburb: "Hamilton Central",
    city: "Hamilton",
    postcode: "3204",
    latitude: -37.7866,
    longitude: 175.2793,
    lfc: "Tuatahi",
    fwa: "service_available",
    ufb: "service_available",
  },
  {
    key: "bank-st",
    street: "17 Bank Street",
    city: "Whangārei",
    postcode: "0110",
    latitude: -35.7251,
    longitude: 174.3237,
    lfc: "Northpower",
    ufb: "service_installation_required",
  },
  {
    key: "marine-parade",
    street: "3 Marine Parade",
    suburb: "Napier South",
    city: "Napier",
    postcode: "4110",
    latitude: -39.4928,
    longitude: 176.9181,
    fwa: "service_available",
  },
  {
    key: "gate-pa-rd",
    street: "5 Gate Pā Road",
    suburb: "Gate Pā",
    city: "Tauranga",
    postcode: "3112",
    latitude: -37.7126,
    longitude: 176.1484,
    lfc: "Tuatahi",
    fwa: "service_available",
    ufb: "service_installation_required",
  },
  {
    key: "george-st",
    street: "14 George Street",
    suburb: "Dunedin Central",
    city: "Dunedin",
    postcode: "9016",
    latitude: -45.8712,
    longitude: 170.5036,
    lfc: "Chorus",
    fwa: "service_available",
    ufb: "service_available",
  },
  {
    key: "mill-rd",
    street: "27 Mill Road",
    city: "Ōtaki",
    postcode: "5512",
    latitude: -40.7561,
    longitude: 175.1492,
    lfc: "Chorus",
    ufb: "service_installation_required",
    failsWith: "The local fibre company could not find a lead-in at this address.",
  },
  {
    key: "okaihau-rd",
    street: "1 Rural Delivery Road",
    city: "Ōkaihau",
    postcode: "0475",
    latitude: -35.3186,
    longitude: 173.7714,
  },
  {
    key: "beach-rd",
    street: "99 Beach Road",
    city: "Kaikōura",
    postcode: "7300",
    latitude: -42.4004,
    longitude: 173.6814,
  },
];

/** The premises id in the address register: stable under a seed. */
export const placeIdx = (ctx: Pick<SeedContext, "random">, key: string): string =>
  `${ctx.random(`broadband:place:${key}`).digits(8)}`;

const formatted = (place: Place): string =>
  [place.street, place.suburb, `${place.city} ${place.postcode}`]
    .filter((part) => part !== undefined)
    .join(", ");

/** A seeded premises as the address search answers it. */
export const locationOf = (ctx: Pick<SeedContext, "random">, place: Place): BroadbandLocation => ({
  LocationProvider: LOCATION_PROVIDER,
  LocationProviderIDX: placeIdx(ctx, place.key),
  Formatted: formatted(place),
  Latitude: place.latitude,
  Longitude: place.longitude,
});

/** A seeded premises as an install or delivery address. */
export const addressOf = (ctx: Pick<SeedContext, "random">, place: Place): EshopAddress => ({
  City: place.city,
  Country: "New Zealand",
  Postcode: place.postcode,
  Lines: place.suburb === undefined ? [place.street] : [place.street, place.suburb],
  LocationProvider: LOCATION_PROVIDER,
  LocationProviderIDX: placeIdx(ctx, place.key),
});

export const placeByKey = (key: string): Place => {
  const place = PLACES.find((candidate) => candidate.key === key);
  if (place === undefined) throw new Error(`no seeded place ${key}`);
  return place;
};
