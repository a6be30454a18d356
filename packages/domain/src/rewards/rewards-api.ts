import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { Bonus, BonusesReply, RedeemBonusReply, RedeemBonusRequest } from "./bonus";
import type { OffersReply } from "./offers";
import type {
  ClaimRewardsCardReply,
  ClaimRewardsCardRequest,
  UnlinkRewardsCardReply,
  UnlinkRewardsCardRequest,
} from "./rewards-card";

/**
 * The rewards service. The spec shows only claim_rewards_card; the bonus and offer calls are defined here with the
 * operator's naming so the bonuses and offers pages have something to read.
 */
export interface RewardsApiService {
  /** rewards.bonuses: a customer's points and the bonuses they can redeem. */
  readonly bonuses: (customerUuid: string) => Effect.Effect<BonusesReply, ApiError>;
  /** rewards.bonus: one bonus. */
  readonly bonus: (bonusUuid: string) => Effect.Effect<Bonus, ApiError>;
  /** rewards.redeemBonus: spends a customer's points on a bonus. */
  readonly redeemBonus: (body: RedeemBonusRequest) => Effect.Effect<RedeemBonusReply, ApiError>;
  /** rewards.claimRewardsCard: links a rewards card by its e-mail and password; answers the card's UUID. */
  readonly claimRewardsCard: (
    body: ClaimRewardsCardRequest,
  ) => Effect.Effect<ClaimRewardsCardReply, ApiError>;
  /** rewards.unlinkRewardsCard: the card is no longer linked to the portal's account. */
  readonly unlinkRewardsCard: (
    body: UnlinkRewardsCardRequest,
  ) => Effect.Effect<UnlinkRewardsCardReply, ApiError>;
  /** rewards.offers: the live offers a customer can see. */
  readonly offers: (customerUuid: string) => Effect.Effect<OffersReply, ApiError>;
}

export class RewardsApi extends Context.Tag("waea/RewardsApi")<RewardsApi, RewardsApiService>() {}
