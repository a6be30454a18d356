import * as Schema from "effect/Schema";

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
