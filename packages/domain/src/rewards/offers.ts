import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { millisToNanos } from "../ports";

/**
 * An offer (RWD-02). The spec names only the pages your-offers and all-offers; this minimal model says what an offer
 * is, until when it runs and which customers it was made for (none listed: open to everyone).
 */
export const Offer = Schema.Struct({
  UUID: Schema.String,
  Name: Schema.String,
  Description: Schema.String,
  ExpiresAtNanos: Schema.optional(Schema.Number),
  CustomerUUIDs: Schema.optional(Schema.Array(Schema.String)),
  ImageURL: Schema.optional(Schema.String),
  /** The customer asking has collected it (the operator keeps who collected what). */
  Collected: Schema.optional(Schema.Boolean),
});
export type Offer = typeof Offer.Type;

export const OffersReply = Schema.Struct({ Offers: Schema.Array(Offer) });
export type OffersReply = typeof OffersReply.Type;

export const isOfferLive = (offer: Offer, nowMillis: number): boolean =>
  offer.ExpiresAtNanos === undefined || offer.ExpiresAtNanos > millisToNanos(nowMillis);

/** all-offers: every live offer open to everyone or made for this customer. */
export const allOffers = (
  offers: ReadonlyArray<Offer>,
  customerUuid: string,
  nowMillis: number,
): ReadonlyArray<Offer> =>
  offers.filter(
    (o) =>
      isOfferLive(o, nowMillis) && (o.CustomerUUIDs === undefined || o.CustomerUUIDs.includes(customerUuid)),
  );

/** your-offers: the live offers made for this customer in particular. */
export const yourOffers = (
  offers: ReadonlyArray<Offer>,
  customerUuid: string,
  nowMillis: number,
): ReadonlyArray<Offer> =>
  offers.filter((o) => isOfferLive(o, nowMillis) && (o.CustomerUUIDs?.includes(customerUuid) ?? false));

/** Collecting an offer (RWD-02): the customer claims it once; the operator answers a code to show. */
export const CollectOfferRequest = Schema.Struct({ CustomerUUID: Schema.String, OfferUUID: Schema.String });
export type CollectOfferRequest = typeof CollectOfferRequest.Type;
export const CollectOfferReply = Schema.Struct({
  UUID: Schema.String,
  OfferUUID: Schema.String,
  Code: Schema.String,
});
export type CollectOfferReply = typeof CollectOfferReply.Type;

export type OfferCollectError = "rewards.offer_ended" | "rewards.offer_collected";

/** An offer can be collected while it runs and only once per customer. */
export const checkOfferCollect = (
  offer: Pick<Offer, "ExpiresAtNanos" | "Collected">,
  nowMillis: number,
): Either.Either<true, OfferCollectError> => {
  if (offer.Collected === true) return Either.left("rewards.offer_collected");
  if (offer.ExpiresAtNanos !== undefined && offer.ExpiresAtNanos <= millisToNanos(nowMillis))
    return Either.left("rewards.offer_ended");
  return Either.right(true);
};
