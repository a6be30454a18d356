import * as Schema from "effect/Schema";

/** Addresses without a country are in New Zealand (spec 01 §3, 03 §9). */
export const DEFAULT_COUNTRY = "New Zealand";
export const DELIVERY = "DELIVERY";
/** Rank 1 marks the default address. */
export const DEFAULT_RANK = 1;
/** The operator refuses an address without street name, city and postcode (spec 01 §5). */
export const ADDRESS_REQUIRED_TEXT = "Delivery address needs at least street name, city and postcode";
/** Delivery addresses are cached for 30 minutes (spec 03 §9). */
export const ADDRESS_CACHE_MS = 30 * 60 * 1000;

/** The fields of an address of spec 01 §3, as the operator names them. */
export const addressFields = {
  LocationProvider: Schema.optional(Schema.String),
  LocationProviderIDX: Schema.optional(Schema.String),
  BuildingName: Schema.optional(Schema.String),
  UnitType: Schema.optional(Schema.String),
  UnitTypeExtra: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
  NumberPre: Schema.optional(Schema.String),
  NumberPost: Schema.optional(Schema.String),
  StreetName: Schema.optional(Schema.String),
  StreetType: Schema.optional(Schema.String),
  State: Schema.optional(Schema.String),
  Suburb: Schema.optional(Schema.String),
  City: Schema.optional(Schema.String),
  PostCode: Schema.optional(Schema.String),
  Country: Schema.optionalWith(Schema.String, { default: () => DEFAULT_COUNTRY }),
  Latitude: Schema.optional(Schema.Number),
  Longitude: Schema.optional(Schema.Number),
  Lines: Schema.optional(Schema.Array(Schema.String)),
  Formatted: Schema.optional(Schema.String),
};

/** An address as typed or picked from a location search, before it is stored. */
export const AddressDetails = Schema.Struct(addressFields);
export type AddressDetails = typeof AddressDetails.Type;

/** A customer address entity (CustomerAddressEntity, keyed by UUID) as the address calls send and return it. */
export const CustomerAddressEntity = Schema.Struct({
  UUID: Schema.String,
  CustomerUUID: Schema.optional(Schema.String),
  AddressType: Schema.String,
  Rank: Schema.Int,
  ...addressFields,
});
export type CustomerAddressEntity = typeof CustomerAddressEntity.Type;

/** Body of the address create and update calls: Rank 1 marks the default. */
export const AddressWrite = Schema.Struct({
  AddressType: Schema.Literal(DELIVERY),
  Rank: Schema.Int,
  ...addressFields,
});
export type AddressWrite = typeof AddressWrite.Type;

/** GET /v2/{spid}/customer/{id}/address */
export const CustomerAddressList = Schema.Struct({ Addresses: Schema.Array(CustomerAddressEntity) });
export type CustomerAddressList = typeof CustomerAddressList.Type;

/** A delivery address as the profile shows it: AddressUUID, its rank, and whether it is the default. */
export const DeliveryAddress = Schema.Struct({
  AddressUUID: Schema.String,
  AddressType: Schema.Literal(DELIVERY),
  Rank: Schema.Int,
  IsDefault: Schema.Boolean,
  ...addressFields,
});
export type DeliveryAddress = typeof DeliveryAddress.Type;

/** The details of an address without its identity and rank. */
export const detailsOf = (address: AddressDetails & Partial<DeliveryAddress>): AddressDetails => {
  const { AddressUUID: _id, AddressType: _type, Rank: _rank, IsDefault: _default, ...details } = address;
  return details;
};
