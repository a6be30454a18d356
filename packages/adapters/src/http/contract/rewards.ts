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
    summary: "A customer's points and the bonuses (rewards and gifts) they can redeem",
    method: "GET",
    path: "/rewards/customer/{customerUuid}/bonuses",
    params: Customer,
    reply: json(BonusesReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §3, §9 (path ours)",
    cache: BONUSES,
  }),
  defineCall({
    id: "rewards.bonus",
    summary: "One bonus, for its detail page",
    method: "GET",
    path: "/rewards/bonus/{bonusUuid}",
    params: Schema.Struct({ bonusUuid: PathParam }),
    reply: json(Bonus),
    auth: "bearer",
    replyShown: false,
    spec: "03 §2, §3 (path ours)",
    cache: BONUSES,
  }),
  defineCall({
    id: "rewards.redeemBonus",
    summary: "Spend a customer's points on a bonus; refused without enough points",
    method: "POST",
    path: "/rewards/redeem",
    body: RedeemBonusRequest,
    reply: json(RedeemBonusReply),
    auth: "bearer",
    replyShown: false,
    spec: "03 §3 (path ours)",
    invalidates: BONUSES.groups,
  }),
  defineCall({
    id: "rewards.claimRewardsCard",
    summary:
      "Link a rewards card with its rewards e-mail and password; answers the card's UUID, last four digits and name",
    method: "POST",
    path: "/rewards/claim_rewards_card",
    body: ClaimRewardsCardRequest,
    reply: json(ClaimRewardsCardReply),
    auth: "bearer",
    replyShown: true,
    spec: "01 §5, §7",
  }),
  defineCall({
    id: "rewards.unlinkRewardsCard",
    summary: "Unlink a rewards card from the portal's account; answers the card's UUID",
    method: "POST",
    path: "/rewards/unlink_rewards_card",
    body: UnlinkRewardsCardRequest,
    reply: json(UnlinkRewardsCardReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7 (path ours)",
  }),
  defineCall({
    id: "rewards.offers",
    summary: "The live offers a customer can see: open ones and those made for them",
    method: "GET",
    path: "/rewards/customer/{customerUuid}/offers",
    params: Customer,
    reply: json(OffersReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §2 (path ours)",
  }),
);
