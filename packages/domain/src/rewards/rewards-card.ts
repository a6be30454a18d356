import * as Either from "effect/Either";
import * as Schema from "effect/Schema";

/** POST claim_rewards_card on the rewards service (spec 01 §7). */
export const ClaimRewardsCardRequest = Schema.Struct({
  RewardsEmail: Schema.String,
  Password: Schema.String,
  SPID: Schema.Number,
});
export type ClaimRewardsCardRequest = typeof ClaimRewardsCardRequest.Type;

export const ClaimRewardsCardReply = Schema.Struct({ UUID: Schema.String });
export type ClaimRewardsCardReply = typeof ClaimRewardsCardReply.Type;

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

/** Linked rewards cards kept locally: customer UUID to card UUID (PRO-06). */
export const RewardsCards = Schema.Record({ key: Schema.String, value: Schema.String });
export type RewardsCards = typeof RewardsCards.Type;

const decodeCards = Schema.decodeUnknownEither(Schema.parseJson(RewardsCards));

/** Reads the stored map; anything unreadable counts as no cards (the customer can link again). */
export const parseRewardsCards = (stored: string | undefined): RewardsCards =>
  stored === undefined ? {} : Either.getOrElse(decodeCards(stored), () => ({}));

export const withRewardsCard = (
  cards: RewardsCards,
  customerUuid: string,
  cardUuid: string,
): RewardsCards => ({
  ...cards,
  [customerUuid]: cardUuid,
});
