import * as Either from "effect/Either";
import * as Schema from "effect/Schema";

/** POST claim_rewards_card on the rewards service (spec 01 §7). */
export const ClaimRewardsCardRequest = Schema.Struct({
  RewardsEmail: Schema.String,
  Password: Schema.String,
  SPID: Schema.Number,
});
export type ClaimRewardsCardRequest = typeof ClaimRewardsCardRequest.Type;

/**
 * The claimed card: its UUID, and as the customer knows it, the last four digits of its number and the name on it
 * (the service never answers the whole number).
 */
export const ClaimRewardsCardReply = Schema.Struct({
  UUID: Schema.String,
  CardNumberLast4: Schema.optional(Schema.String),
  HolderName: Schema.optional(Schema.String),
});
export type ClaimRewardsCardReply = typeof ClaimRewardsCardReply.Type;

/** POST unlink_rewards_card on the rewards service: the card is no longer linked to the portal's account (PRO-06). */
export const UnlinkRewardsCardRequest = Schema.Struct({ UUID: Schema.String, SPID: Schema.Number });
export type UnlinkRewardsCardRequest = typeof UnlinkRewardsCardRequest.Type;
export const UnlinkRewardsCardReply = Schema.Struct({ UUID: Schema.String });
export type UnlinkRewardsCardReply = typeof UnlinkRewardsCardReply.Type;

/** A linked card as kept on the device: what the customer recognises it by, beside its UUID. */
export const LinkedRewardsCard = Schema.Struct({
  UUID: Schema.String,
  CardNumberLast4: Schema.optional(Schema.String),
  HolderName: Schema.optional(Schema.String),
  RewardsEmail: Schema.optional(Schema.String),
});
export type LinkedRewardsCard = typeof LinkedRewardsCard.Type;

/** The card number as a customer is shown it: only the last four digits, the rest masked. */
export const maskedCardNumber = (card: LinkedRewardsCard): string | undefined =>
  card.CardNumberLast4 === undefined ? undefined : `•••• ${card.CardNumberLast4}`;

export type RewardsCardError = "rewards.email_required" | "rewards.password_required";

/** The rewards link needs the rewards e-mail and password (spec 01 §5). The password is sent as typed. */
export const claimRewardsCardRequest = (
  form: { readonly email: string; readonly password: string },
  spid: number,
): Either.Either<ClaimRewardsCardRequest, RewardsCardError> => {
  const email = form.email.trim();
  if (email === "") return Either.left("rewards.email_required");
  if (form.password === "") return Either.left("rewards.password_required");
  return Either.right({ RewardsEmail: email, Password: form.password, SPID: spid });
};

/** Linked rewards cards kept locally: customer UUID to the card (PRO-06). */
export const RewardsCards = Schema.Record({ key: Schema.String, value: LinkedRewardsCard });
export type RewardsCards = typeof RewardsCards.Type;

/** Earlier versions kept only the card's UUID: such an entry reads as a card known by its UUID alone. */
const StoredCards = Schema.Record({
  key: Schema.String,
  value: Schema.Union(Schema.String, LinkedRewardsCard),
});
const decodeCards = Schema.decodeUnknownEither(Schema.parseJson(StoredCards));

/** Reads the stored map; anything unreadable counts as no cards (the customer can link again). */
export const parseRewardsCards = (stored: string | undefined): RewardsCards => {
  if (stored === undefined) return {};
  const cards = Either.getOrElse(decodeCards(stored), () => ({}));
  return Object.fromEntries(
    Object.entries(cards).map(([customer, card]) => [
      customer,
      typeof card === "string" ? { UUID: card } : card,
    ]),
  );
};

export const withRewardsCard = (
  cards: RewardsCards,
  customerUuid: string,
  card: LinkedRewardsCard,
): RewardsCards => ({
  ...cards,
  [customerUuid]: card,
});

export const withoutRewardsCard = (cards: RewardsCards, customerUuid: string): RewardsCards =>
  Object.fromEntries(Object.entries(cards).filter(([customer]) => customer !== customerUuid));
