import * as Schema from "effect/Schema";
import type { AddressDetails } from "./delivery-address";
import { DEFAULT_COUNTRY } from "./delivery-address";

/**
 * A location search result (IQLocation, keyed by UUID). Its fields are not shown in the spec; they follow the
 * address field names, which is what lets a picked location become a delivery address field by field.
 */
export const IQLocation = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  LocationProvider: Schema.String,
  LocationProviderIDX: Schema.String,
  Formatted: Schema.optional(Schema.String),
  BuildingName: Schema.optional(Schema.String),
  UnitType: Schema.optional(Schema.String),
  UnitTypeExtra: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
  NumberPre: Schema.optional(Schema.String),
  NumberPost: Schema.optional(Schema.String),
  StreetName: Schema.optional(Schema.String),
  StreetType: Schema.optional(Schema.String),
  Suburb: Schema.optional(Schema.String),
  City: Schema.optional(Schema.String),
  State: Schema.optional(Schema.String),
  PostCode: Schema.optional(Schema.String),
  Country: Schema.optional(Schema.String),
  Latitude: Schema.optional(Schema.Number),
  Longitude: Schema.optional(Schema.Number),
});
export type IQLocation = typeof IQLocation.Type;

/** GET location/search?query= */
export const LocationSearchReply = Schema.Struct({ Locations: Schema.Array(IQLocation) });
export type LocationSearchReply = typeof LocationSearchReply.Type;

/** service_availability?LocationProvider=&LocationProviderIDX= (reply not shown: a status and the services). */
export const ServiceAvailability = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  Status: Schema.String,
  ServiceTypes: Schema.optional(Schema.Array(Schema.String)),
});
export type ServiceAvailability = typeof ServiceAvailability.Type;

const join = (parts: ReadonlyArray<string | undefined>, separator = " "): string =>
  parts
    .map((p) => (p ?? "").trim())
    .filter((p) => p !== "")
    .join(separator);

/**
 * The address lines as a New Zealand address is written: building; unit, number and street; suburb; city and
 * postcode. "Flat 2, 12A Queen Street" comes from UnitType Flat, UnitTypeExtra 2, Number 12, NumberPost A.
 */
export const addressLines = (
  a: Omit<AddressDetails, "Country"> & { readonly Country?: string },
): ReadonlyArray<string> =>
  [
    join([a.BuildingName]),
    join(
      [
        join([a.UnitType, a.UnitTypeExtra]),
        join([`${a.NumberPre ?? ""}${a.Number ?? ""}${a.NumberPost ?? ""}`, a.StreetName, a.StreetType]),
      ],
      ", ",
    ),
    join([a.Suburb]),
    join([a.City, a.PostCode]),
  ].filter((line) => line !== "");

/** One line for lists and summaries: the operator's formatted text, else the lines joined. */
export const formatAddress = (a: AddressDetails): string => a.Formatted ?? addressLines(a).join(", ");

/** A picked location as delivery address details; the country defaults to New Zealand. */
export const addressFromLocation = (location: IQLocation): AddressDetails => {
  const { UUID: _uuid, Country, ...fields } = location;
  const details: AddressDetails = { ...fields, Country: Country ?? DEFAULT_COUNTRY };
  return {
    ...details,
    Lines: addressLines(details),
    Formatted: location.Formatted ?? addressLines(details).join(", "),
  };
};
