import * as Schema from "effect/Schema";
import {
  BONUSES_CACHE_MS,
  Bonus,
  BonusesReply,
  ClaimRewardsCardReply,
  ClaimRewardsCardRequest,
  OffersReply,
  RedeemBonusReply,
  RedeemBonusRequest,
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
 * only claim_rewards_card; the bonus and offer calls are the domain's, with the operator's naming.
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
);
