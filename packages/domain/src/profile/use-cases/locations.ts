import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AddressApi } from "../address-api";
import type { AddressDetails } from "../delivery-address";
import { addressFromLocation, type IQLocation } from "../location";

/** Address search as the customer types; a blank query asks nothing. */
export const searchLocations = (
  query: string,
): Effect.Effect<ReadonlyArray<IQLocation>, ApiError, AddressApi> =>
  query.trim() === ""
    ? Effect.succeed([])
    : Effect.flatMap(AddressApi, (api) =>
        Effect.map(api.searchLocations(query.trim()), (reply) => reply.Locations),
      );

/** The full location behind a search hit, as delivery address details ready to save. */
export const pickLocation = (location: Pick<IQLocation, "LocationProvider" | "LocationProviderIDX">) =>
  Effect.flatMap(AddressApi, (api) =>
    Effect.map(api.location(location.LocationProvider, location.LocationProviderIDX), addressFromLocation),
  ) satisfies Effect.Effect<AddressDetails, ApiError, AddressApi>;
