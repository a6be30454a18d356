export {
  BONUSES_CACHE_MS,
  Bonus,
  BonusGroup,
  BonusGroups,
  BonusesReply,
  RedeemBonusReply,
  RedeemBonusRequest,
} from "./bonus";
export {
  bonusesByGroup,
  findBonus,
  giftsOf,
  isRedeemable,
  pointsAfterRedeeming,
  pointsShort,
  rewardsOf,
  type RedeemError,
} from "./bonus-rules";
export { DEMO_BONUSES, DEMO_BONUSES_REPLY, DEMO_TOTAL_POINTS } from "./demo-bonuses";
export { RewardsMessageKeys, bonusGroupLabelKey, type RewardsMessageKey } from "./messages";
export { Offer, OffersReply, allOffers, isOfferLive, yourOffers } from "./offers";
export {
  ClaimRewardsCardReply,
  ClaimRewardsCardRequest,
  LinkedRewardsCard,
  RewardsCards,
  UnlinkRewardsCardReply,
  UnlinkRewardsCardRequest,
  claimRewardsCardRequest,
  maskedCardNumber,
  parseRewardsCards,
  withRewardsCard,
  withoutRewardsCard,
  type RewardsCardError,
} from "./rewards-card";
export { RewardsRefused } from "./rewards-refused";
export { loadBonus, loadBonuses, redeemBonus, type BonusCard, type BonusesView } from "./use-cases/bonuses";
export { loadOffers, type OffersView } from "./use-cases/offers";
export { linkRewardsCard, rewardsCardOf, unlinkRewardsCard } from "./use-cases/rewards-card-link";
