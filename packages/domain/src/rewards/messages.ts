import type { BonusGroup } from "./bonus";

export const bonusGroupLabelKey = (group: BonusGroup): string => `rewards.group_${group.replace("-", "_")}`;

/** Every message key of the rewards namespace, for the i18n completeness check. */
export const RewardsMessageKeys = [
  "rewards.email_required",
  "rewards.password_required",
  "rewards.not_enough_points",
  "rewards.points",
  "rewards.redeem",
  "rewards.rewards",
  "rewards.gifts",
  "rewards.card_linked",
  "rewards.link_card",
  "rewards.your_offers",
  "rewards.all_offers",
  "rewards.no_offers",
  "rewards.group_internet",
  "rewards.group_mobile_services",
  "rewards.group_entertainment",
  "rewards.group_shopping",
  "rewards.group_gifts",
  "rewards.offer_ended",
  "rewards.offer_collected",
  "rewards.power_not_earned",
] as const;
export type RewardsMessageKey = (typeof RewardsMessageKeys)[number];
