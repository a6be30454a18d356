import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { Bonus, BonusesReply, RedeemBonusReply, RedeemBonusRequest } from "./bonus";
import type { OffersReply } from "./offers";
import type { ClaimRewardsCardReply, ClaimRewardsCardRequest } from "./rewards-card";

/**
 * The rewards service. The spec shows only claim_rewards_card; the bonus and offer calls are defined here with the
 * operator's naming so the bonuses and offers pages have something to read.
 */
export interface RewardsApiService {
  /** GET rewards/customer/{uuid}/bonuses */
  readonly bonuses: (customerUuid: string) => Effect.Effect<BonusesReply, ApiError>;
  /** GET rewards/bonus/{uuid} */
  readonly bonus: (bonusUuid: string) => Effect.Effect<Bonus, ApiError>;
  /** POST rewards/redeem */
  readonly redeemBonus: (body: RedeemBonusRequest) => Effect.Effect<RedeemBonusReply, ApiError>;
  /** POST claim_rewards_card: RewardsEmail, Password, SPID; returns a UUID */
  readonly claimRewardsCard: (
    body: ClaimRewardsCardRequest,
  ) => Effect.Effect<ClaimRewardsCardReply, ApiError>;
  /** GET rewards/customer/{uuid}/offers */
  readonly offers: (customerUuid: string) => Effect.Effect<OffersReply, ApiError>;
}

export class RewardsApi extends Context.Tag("waea/RewardsApi")<RewardsApi, RewardsApiService>() {}
