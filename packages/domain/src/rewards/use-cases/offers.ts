import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { allOffers, yourOffers, type Offer } from "../offers";
import { RewardsApi } from "../rewards-api";

export interface OffersView {
  readonly yours: ReadonlyArray<Offer>;
  readonly all: ReadonlyArray<Offer>;
}

/** The offers pages (RWD-02): your offers and all offers, expired ones left out. */
export const loadOffers = (customerUuid: string): Effect.Effect<OffersView, ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const api = yield* RewardsApi;
    const reply = yield* api.offers(customerUuid);
    const now = yield* Clock.currentTimeMillis;
    return {
      yours: yourOffers(reply.Offers, customerUuid, now),
      all: allOffers(reply.Offers, customerUuid, now),
    };
  });
