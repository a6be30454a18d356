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
