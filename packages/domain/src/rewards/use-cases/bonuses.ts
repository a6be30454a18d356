import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { intentKeyOr, type ApiError, type IntentKey } from "../../ports";
import type { Bonus, BonusGroup, RedeemBonusReply } from "../bonus";
import {
  bonusesByGroup,
  giftsOf,
  isRedeemable,
  pointsAfterRedeeming,
  pointsShort,
  rewardsOf,
} from "../bonus-rules";
import { RewardsApi } from "../rewards-api";
import { RewardsRefused } from "../rewards-refused";

export interface BonusCard {
  readonly bonus: Bonus;
  readonly redeemable: boolean;
  /** Points still missing (0 when redeemable). */
  readonly short: number;
}

export interface BonusesView {
  readonly totalPoints: number;
  readonly groups: ReadonlyArray<{ readonly group: BonusGroup; readonly bonuses: ReadonlyArray<BonusCard> }>;
  /** The rewards tab: every group but gifts, those with bonuses only. */
  readonly rewardGroups: ReadonlyArray<{
    readonly group: BonusGroup;
    readonly bonuses: ReadonlyArray<BonusCard>;
  }>;
  readonly rewards: ReadonlyArray<BonusCard>;
  readonly gifts: ReadonlyArray<BonusCard>;
}

/** The bonuses page (RWD-01): points, bonuses by group, rewards and gifts, each marked redeemable or not. */
export const loadBonuses = (customerUuid: string): Effect.Effect<BonusesView, ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const api = yield* RewardsApi;
    const reply = yield* api.bonuses(customerUuid);
    const card = cardOf(reply.TotalPoints);
    const groups = bonusesByGroup(reply.Bonuses).map(({ group, bonuses }) => ({
      group,
      bonuses: bonuses.map(card),
    }));
    return {
      totalPoints: reply.TotalPoints,
      groups,
      rewardGroups: groups.filter((g) => g.group !== "gifts" && g.bonuses.length > 0),
      rewards: rewardsOf(reply.Bonuses).map(card),
      gifts: giftsOf(reply.Bonuses).map(card),
    };
  });

const cardOf =
  (points: number) =>
  (bonus: Bonus): BonusCard => ({
    bonus,
    redeemable: isRedeemable(bonus, points),
    short: pointsShort(bonus, points),
  });

/** The detail page /profile/bonuses/:uuid. */
export const loadBonus = (bonusUuid: string): Effect.Effect<Bonus, ApiError, RewardsApi> =>
  Effect.flatMap(RewardsApi, (api) => api.bonus(bonusUuid));

export interface BonusDetail {
  readonly card: BonusCard;
  readonly totalPoints: number;
}

/** The detail page with what the customer holds: the bonus, whether they can redeem it, how many points are short. */
export const loadBonusDetail = (
  customerUuid: string,
  bonusUuid: string,
): Effect.Effect<BonusDetail, ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const api = yield* RewardsApi;
    const [reply, bonus] = yield* Effect.all([api.bonuses(customerUuid), api.bonus(bonusUuid)], {
      concurrency: 2,
    });
    return { card: cardOf(reply.TotalPoints)(bonus), totalPoints: reply.TotalPoints };
  });

/**
 * Redeems a bonus (RWD-01); without enough points it is refused before calling the service. The intent's key (the
 * caller's, kept until the redemption is over, or a new one) makes a second press or a retry the same redemption:
 * the points are spent once.
 */
export const redeemBonus = (
  customerUuid: string,
  bonus: Bonus,
  totalPoints: number,
  intent?: IntentKey,
): Effect.Effect<RedeemBonusReply, RewardsRefused | ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const left = pointsAfterRedeeming(bonus, totalPoints);
    if (Either.isLeft(left)) return yield* new RewardsRefused({ messageKey: left.left });
    const api = yield* RewardsApi;
    return yield* api.redeemBonus(
      { CustomerUUID: customerUuid, BonusUUID: bonus.UUID },
      yield* intentKeyOr(intent),
    );
  });
