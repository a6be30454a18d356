import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { BroadbandApi } from "../broadband-api";
import { shouldSearchAddress, type BroadbandLocation } from "../broadband-location";
import type { BroadbandNetwork } from "../broadband-plan";

/**
 * The address search of the flow (BB-01): the premises of the network's register matching what was typed, from 3
 * characters on (fewer asks nothing and finds nothing).
 */
export const searchBroadbandAddress = (
  network: BroadbandNetwork,
  query: string,
): Effect.Effect<ReadonlyArray<BroadbandLocation>, ApiError, BroadbandApi> =>
  shouldSearchAddress(query)
    ? Effect.map(
        Effect.flatMap(BroadbandApi, (api) => api.networkSearchAddress(network, query.trim())),
        (reply) => reply.Addresses,
      )
    : Effect.succeed([]);
