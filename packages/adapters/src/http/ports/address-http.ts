import * as Layer from "effect/Layer";
import { AddressApi, type AddressApiService } from "@waea/domain/profile/api";
import type { HttpApiClient } from "../client";
import { addressCalls } from "../contract/address";

/** The AddressApi port over HTTP: the address list cached 30 minutes, cleared by every address write. */
export const makeHttpAddressApi = (client: HttpApiClient): AddressApiService => {
  const address = client.calls(addressCalls);
  return {
    listAddresses: (id) => address.listAddresses({ params: { id } }),
    createAddress: (id, body) => address.createAddress({ params: { id }, body }),
    updateAddress: (id, addressUuid, body) => address.updateAddress({ params: { id, addressUuid }, body }),
    deleteAddress: (id, addressUuid) => address.deleteAddress({ params: { id, addressUuid } }),
    searchLocations: (query) => address.searchLocations({ query: { query } }),
    location: (provider, idx) => address.location({ params: { provider, idx } }),
    serviceAvailability: (provider, idx) =>
      address.serviceAvailability({ query: { LocationProvider: provider, LocationProviderIDX: idx } }),
  };
};

export const httpAddressLayer = (client: HttpApiClient): Layer.Layer<AddressApi> =>
  Layer.succeed(AddressApi, makeHttpAddressApi(client));
