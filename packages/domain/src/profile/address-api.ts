import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { AddressWrite, CustomerAddressEntity, CustomerAddressList } from "./delivery-address";
import type { IQLocation, LocationSearchReply, ServiceAvailability } from "./location";

/** The delivery-address calls of spec 01 §7 and the location lookups; the HTTP contract holds their paths. */
export interface AddressApiService {
  /** The customer's addresses, every type (contract entry address.listAddresses). */
  readonly listAddresses: (customerUuid: string) => Effect.Effect<CustomerAddressList, ApiError>;
  /** Adds an address at its Rank; answers it as saved (address.createAddress). */
  readonly createAddress: (
    customerUuid: string,
    body: AddressWrite,
  ) => Effect.Effect<CustomerAddressEntity, ApiError>;
  /** Rewrites an address; Rank 1 makes it the default (address.updateAddress). */
  readonly updateAddress: (
    customerUuid: string,
    addressUuid: string,
    body: AddressWrite,
  ) => Effect.Effect<CustomerAddressEntity, ApiError>;
  /** Deletes an address (address.deleteAddress). */
  readonly deleteAddress: (customerUuid: string, addressUuid: string) => Effect.Effect<void, ApiError>;
  /** Street addresses matching what the customer typed (address.searchLocations). */
  readonly searchLocations: (query: string) => Effect.Effect<LocationSearchReply, ApiError>;
  /** The full location behind a search hit (address.location). */
  readonly location: (provider: string, idx: string) => Effect.Effect<IQLocation, ApiError>;
  /** The services available at a location (address.serviceAvailability). */
  readonly serviceAvailability: (
    provider: string,
    idx: string,
  ) => Effect.Effect<ServiceAvailability, ApiError>;
}

export class AddressApi extends Context.Tag("waea/AddressApi")<AddressApi, AddressApiService>() {}
