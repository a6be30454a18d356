import * as Schema from "effect/Schema";
import {
  BONUSES_CACHE_MS,
  Bonus,
  BonusesReply,
  ClaimRewardsCardReply,
  ClaimRewardsCardRequest,
  CollectOfferReply,
  CollectOfferRequest,
  OffersReply,
  PowerBenefitKey,
  PowerReply,
  RedeemBonusReply,
  RedeemBonusRequest,
  SetPowerRequest,
  UnlinkRewardsCardReply,
  UnlinkRewardsCardRequest,
} from "@waea/domain/rewards";
import { collectCalls, defineCall, json } from "./define";
import { PathParam } from "./wire";

/** Bonuses are cached 1 minute (spec 03 §9); a redemption drops them. */
const BONUSES = { ttlMs: BONUSES_CACHE_MS, groups: ["bonuses"] } as const;

const Customer = Schema.Struct({ customerUuid: PathParam });

/**
 * The rewards service under /rewards (its own host in production), one entry per RewardsApi method. The spec shows
 * only claim_rewards_card; the bonus, offer and power calls are the domain's, with the operator's naming.
 */
export const rewardsCalls = collectCalls(
  defineCall({
    id: "rewards.bonuses",
    method: "GET",
    path: "/rewards/customer/{customerUuid}/bonuses",
    params: Customer,
    reply: json(BonusesReply),
    auth: "bearer",
    replyShown: false,
    cache: BONUSES,
  }),
  defineCall({
    id: "rewards.bonus",
    method: "GET",
    path: "/rewards/bonus/{bonusUuid}",
    params: Schema.Struct({ bonusUuid: PathParam }),
    reply: json(Bonus),
    auth: "bearer",
    replyShown: false,
    cache: BONUSES,
  }),
  defineCall({
    id: "rewards.redeemBonus",
    method: "POST",
    path: "/rewards/redeem",
    body: RedeemBonusRequest,
    reply: json(RedeemBonusReply),
    auth: "bearer",
    replyShown: false,
    invalidates: BONUSES.groups,
    // Points are value: a second press or a retry of the same redemption spends them once.
    movesMoney: true,
  }),
  defineCall({
    id: "rewards.claimRewardsCard",
    method: "POST",
    path: "/rewards/claim_rewards_card",
    body: ClaimRewardsCardRequest,
    reply: json(ClaimRewardsCardReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "rewards.unlinkRewardsCard",
    method: "POST",
    path: "/rewards/unlink_rewards_card",
    body: UnlinkRewardsCardRequest,
    reply: json(UnlinkRewardsCardReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "rewards.offers",
    method: "GET",
    path: "/rewards/customer/{customerUuid}/offers",
    params: Customer,
    reply: json(OffersReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "rewards.collectOffer",
    method: "POST",
    path: "/rewards/offers/collect",
    body: CollectOfferRequest,
    reply: json(CollectOfferReply),
    auth: "bearer",
    replyShown: false,
    // An offer is collected once: a second press or a retry of the same collection is answered the first reply.
    movesMoney: true,
  }),
  defineCall({
    id: "rewards.power",
    method: "GET",
    path: "/rewards/customer/{customerUuid}/power",
    params: Customer,
    reply: json(PowerReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "rewards.setPower",
    method: "PUT",
    path: "/rewards/customer/{customerUuid}/power/{key}",
    params: Schema.Struct({ customerUuid: PathParam, key: PowerBenefitKey }),
    body: SetPowerRequest,
    reply: json(PowerReply),
    auth: "bearer",
    replyShown: false,
  }),
);
