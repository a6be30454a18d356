import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { AddressWrite, CustomerAddressEntity, CustomerAddressList } from "./delivery-address";
import type { IQLocation, LocationSearchReply, ServiceAvailability } from "./location";

/** The address calls of spec 01 §7 under /v2/{spid}/customer/{id}/address, and the location lookups. */
export interface AddressApiService {
  /** GET /v2/{spid}/customer/{id}/address */
  readonly listAddresses: (customerUuid: string) => Effect.Effect<CustomerAddressList, ApiError>;
  /** POST /v2/{spid}/customer/{id}/address */
  readonly createAddress: (
    customerUuid: string,
    body: AddressWrite,
  ) => Effect.Effect<CustomerAddressEntity, ApiError>;
  /** PUT /v2/{spid}/customer/{id}/address/{addressUuid} (Rank 1 marks the default) */
  readonly updateAddress: (
    customerUuid: string,
    addressUuid: string,
    body: AddressWrite,
  ) => Effect.Effect<CustomerAddressEntity, ApiError>;
  /** DELETE /v2/{spid}/customer/{id}/address/{addressUuid} */
  readonly deleteAddress: (customerUuid: string, addressUuid: string) => Effect.Effect<void, ApiError>;
  /** GET location/search?query= */
  readonly searchLocations: (query: string) => Effect.Effect<LocationSearchReply, ApiError>;
  /** GET location/{provider}/{idx} */
  readonly location: (provider: string, idx: string) => Effect.Effect<IQLocation, ApiError>;
  /** GET service_availability?LocationProvider=&LocationProviderIDX= */
  readonly serviceAvailability: (
    provider: string,
    idx: string,
  ) => Effect.Effect<ServiceAvailability, ApiError>;
}

export class AddressApi extends Context.Tag("waea/AddressApi")<AddressApi, AddressApiService>() {}
