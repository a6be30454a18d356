import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError, IntentKey } from "../ports";
import type { Bonus, BonusesReply, RedeemBonusReply, RedeemBonusRequest } from "./bonus";
import type { CollectOfferReply, CollectOfferRequest, OffersReply } from "./offers";
import type { PowerBenefitKey, PowerReply, SetPowerRequest } from "./power";
import type {
  ClaimRewardsCardReply,
  ClaimRewardsCardRequest,
  UnlinkRewardsCardReply,
  UnlinkRewardsCardRequest,
} from "./rewards-card";

/**
 * The rewards service. The spec shows only claim_rewards_card; the bonus, offer and power calls are defined here with the
 * operator's naming so the bonuses and offers pages have something to read.
 */
export interface RewardsApiService {
  /** rewards.bonuses: a customer's points and the bonuses they can redeem. */
  readonly bonuses: (customerUuid: string) => Effect.Effect<BonusesReply, ApiError>;
  /** rewards.bonus: one bonus. */
  readonly bonus: (bonusUuid: string) => Effect.Effect<Bonus, ApiError>;
  /** rewards.redeemBonus: spends a customer's points on a bonus, once per intent (its Idempotency-Key). */
  readonly redeemBonus: (
    body: RedeemBonusRequest,
    intent: IntentKey,
  ) => Effect.Effect<RedeemBonusReply, ApiError>;
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
  /** rewards.collectOffer: the customer collects an offer, once per intent (its Idempotency-Key). */
  readonly collectOffer: (
    body: CollectOfferRequest,
    intent: IntentKey,
  ) => Effect.Effect<CollectOfferReply, ApiError>;
  /** rewards.power: the benefits of the power page, earned or not, on or off (RWD-03). */
  readonly power: (customerUuid: string) => Effect.Effect<PowerReply, ApiError>;
  /** rewards.setPower: switches one earned benefit on, or any benefit off. */
  readonly setPower: (
    customerUuid: string,
    key: PowerBenefitKey,
    body: SetPowerRequest,
  ) => Effect.Effect<PowerReply, ApiError>;
}

export class RewardsApi extends Context.Tag("waea/RewardsApi")<RewardsApi, RewardsApiService>() {}
