import { DeliveryAddressFields, cleanText, type DeliveryAddress as TypedAddress } from "../validation";
import type { AddressDetails } from "./delivery-address";
import { addressLines } from "./location";

type Located = Pick<AddressDetails, "LocationProvider" | "LocationProviderIDX" | "Latitude" | "Longitude">;

/** What the location search found an address by: its provider's id and its coordinates. */
const locatedOf = (a: AddressDetails): Located => ({
  ...(a.LocationProvider === undefined ? {} : { LocationProvider: a.LocationProvider }),
  ...(a.LocationProviderIDX === undefined ? {} : { LocationProviderIDX: a.LocationProviderIDX }),
  ...(a.Latitude === undefined ? {} : { Latitude: a.Latitude }),
  ...(a.Longitude === undefined ? {} : { Longitude: a.Longitude }),
});

const sameText = (base: AddressDetails, typed: TypedAddress): boolean =>
  DeliveryAddressFields.every((field) => (cleanText(base[field]) ?? "") === (typed[field] ?? ""));

/**
 * PRO-05: the details an address form saves, from the address it started from (the one edited, or the location
 * picked in the search) and the parts as typed and checked. Every typed part is saved, the region (State) and the
 * unit and number details included. The location provider's id and coordinates belong to the address they were
 * found for: they are kept only while the text is still that address, and dropped once a part of it changes (a new
 * street or city is somewhere else; picking it in the search again brings its own). Lines are written anew and the
 * operator's formatted text is left to be written from them.
 */
export const addressToSave = (base: AddressDetails | undefined, typed: TypedAddress): AddressDetails => ({
  ...typed,
  ...(base !== undefined && sameText(base, typed) ? locatedOf(base) : {}),
  Lines: addressLines(typed),
});
