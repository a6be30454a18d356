import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { checkAvailability, type AcceptedAvailability } from "../availability";
import { BroadbandApi } from "../broadband-api";
import { BroadbandRefused } from "../broadband-errors";
import type { BroadbandLocation } from "../broadband-location";
import type { BroadbandNetwork, BroadbandPlan } from "../broadband-plan";
import { requireFwaPlans, customerPlansOf } from "../fwa";
import { modemSearchRequest, requireModems, type Modem } from "../modem";

/**
 * What the plan step offers at an address (BB-01, BB-02): availability checked first ('No Fibre services
 * available'), then the plans ('No FWA Plans data' when there are none) and, for fixed wireless, the modems ('No
 * modem data').
 */
export const loadBroadbandOffer = (
  network: BroadbandNetwork,
  location: BroadbandLocation,
): Effect.Effect<
  {
    readonly availability: AcceptedAvailability;
    readonly serviceAvailabilityUUID: string;
    readonly plans: ReadonlyArray<BroadbandPlan>;
    readonly modems: ReadonlyArray<Modem>;
  },
  ApiError | BroadbandRefused,
  BroadbandApi
> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const ids = {
      LocationProvider: location.LocationProvider,
      LocationProviderIDX: location.LocationProviderIDX,
    };
    const availability = yield* api.serviceAvailability(network, { SPID: SPID, ...ids });
    const accepted = checkAvailability(availability.Status);
    if (Either.isLeft(accepted)) return yield* new BroadbandRefused({ key: accepted.left });
    const reply =
      network === "fwa"
        ? yield* api.plans({ ...ids, ProductType: "FWA" })
        : yield* api.ufbPlans({ SPID: SPID, ...ids });
    const plans = requireFwaPlans(reply.Plans);
    if (Either.isLeft(plans)) return yield* new BroadbandRefused({ key: plans.left });
    let modems: ReadonlyArray<Modem> = [];
    if (network === "fwa") {
      const found = requireModems(yield* api.searchModems(modemSearchRequest()));
      if (Either.isLeft(found)) return yield* new BroadbandRefused({ key: found.left });
      modems = found.right;
    }
    return {
      availability: accepted.right,
      serviceAvailabilityUUID: availability.UUID,
      plans: plans.right,
      modems,
    };
  });

/** The plans an existing FWA product can change to, or 'No FWA Plans data'. */
export const fwaChangePlanOptions = (
  customerUUID: string,
  productUUID: string,
): Effect.Effect<ReadonlyArray<BroadbandPlan>, ApiError | BroadbandRefused, BroadbandApi> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const plans = requireFwaPlans(customerPlansOf(yield* api.fwaCustomerPlans(customerUUID, productUUID)));
    if (Either.isLeft(plans)) return yield* new BroadbandRefused({ key: plans.left });
    return plans.right;
  });
