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
export {
  CollectOfferReply,
  CollectOfferRequest,
  Offer,
  OffersReply,
  allOffers,
  checkOfferCollect,
  isOfferLive,
  yourOffers,
  type OfferCollectError,
} from "./offers";
export {
  POWER_SOURCES,
  PowerBenefit,
  PowerBenefitKey,
  PowerBenefitKeys,
  PowerReply,
  PowerSource,
  SetPowerRequest,
  checkPowerSwitch,
  earnsFrom,
  powerBenefits,
  withPowerSwitched,
  type PowerError,
  type PowerFacts,
} from "./power";
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
export {
  loadBonus,
  loadBonusDetail,
  loadBonuses,
  redeemBonus,
  type BonusCard,
  type BonusDetail,
  type BonusesView,
} from "./use-cases/bonuses";
export { collectOffer, loadOffers, type OffersView } from "./use-cases/offers";
export { loadPower, switchPower } from "./use-cases/power";
export { linkRewardsCard, rewardsCardOf, unlinkRewardsCard } from "./use-cases/rewards-card-link";
