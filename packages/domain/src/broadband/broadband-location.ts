import * as Schema from "effect/Schema";
import { DEFAULT_COUNTRY, type EshopAddress } from "../cart";

/**
 * An address as the broadband address search finds it: the location provider and its id identify the premises
 * for availability, plans and the order. Reply field names are not shown in the spec; Formatted is the one line
 * shown, as on delivery addresses.
 */
export const BroadbandLocation = Schema.Struct({
  LocationProvider: Schema.String,
  LocationProviderIDX: Schema.String,
  Formatted: Schema.String,
  Latitude: Schema.optional(Schema.Number),
  Longitude: Schema.optional(Schema.Number),
});
export type BroadbandLocation = typeof BroadbandLocation.Type;

/** GET /broadband/v1/search_address, /fwa/searchAddress, /ufb/searchAddress. */
export const AddressSearchReply = Schema.Struct({ Addresses: Schema.Array(BroadbandLocation) });
export type AddressSearchReply = typeof AddressSearchReply.Type;

/** Address searches start at 3 typed characters: fewer match too much to be useful. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const shouldSearchAddress = (query: string): boolean =>
  query.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;

/**
 * The install address the checkout step starts from, read from the premises' one line ("12 Queen Street, Auckland
 * Central, Auckland 1010"): the last part is the city and its postcode, the parts before it the street lines. The
 * customer can correct it before paying.
 */
export const installAddressOf = (location: BroadbandLocation): EshopAddress => {
  const parts = location.Formatted.split(",").map((part) => part.trim());
  const place = parts.length > 1 ? (parts.at(-1) ?? "") : "";
  const at = place.search(/\s\d{4}$/);
  return {
    Lines: parts.length > 1 ? parts.slice(0, -1) : parts,
    City: at < 0 ? place : place.slice(0, at),
    Postcode: at < 0 ? "" : place.slice(at + 1),
    Country: DEFAULT_COUNTRY,
    LocationProvider: location.LocationProvider,
    LocationProviderIDX: location.LocationProviderIDX,
  };
};
