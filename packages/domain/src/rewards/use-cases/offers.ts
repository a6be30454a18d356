import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { intentKeyOr, type ApiError, type IntentKey } from "../../ports";
import { allOffers, checkOfferCollect, yourOffers, type CollectOfferReply, type Offer } from "../offers";
import { RewardsApi } from "../rewards-api";
import { RewardsRefused } from "../rewards-refused";

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

/**
 * Collects an offer (RWD-02): one that has ended or was collected already is refused before calling the service;
 * the intent's key makes a second press or a retry the same collection.
 */
export const collectOffer = (
  customerUuid: string,
  offer: Offer,
  intent?: IntentKey,
): Effect.Effect<CollectOfferReply, RewardsRefused | ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const check = checkOfferCollect(offer, yield* Clock.currentTimeMillis);
    if (Either.isLeft(check)) return yield* new RewardsRefused({ messageKey: check.left });
    const api = yield* RewardsApi;
    return yield* api.collectOffer(
      { CustomerUUID: customerUuid, OfferUUID: offer.UUID },
      yield* intentKeyOr(intent),
    );
  });
