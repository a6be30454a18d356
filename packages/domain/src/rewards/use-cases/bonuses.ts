import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ApiError } from "../../ports";
import type { Bonus, BonusGroup, RedeemBonusReply } from "../bonus";
import { bonusesByGroup, giftsOf, isRedeemable, pointsAfterRedeeming, rewardsOf } from "../bonus-rules";
import { RewardsApi } from "../rewards-api";
import { RewardsRefused } from "../rewards-refused";

export interface BonusCard {
  readonly bonus: Bonus;
  readonly redeemable: boolean;
}

export interface BonusesView {
  readonly totalPoints: number;
  readonly groups: ReadonlyArray<{ readonly group: BonusGroup; readonly bonuses: ReadonlyArray<BonusCard> }>;
  readonly rewards: ReadonlyArray<BonusCard>;
  readonly gifts: ReadonlyArray<BonusCard>;
}

/** The bonuses page (RWD-01): points, bonuses by group, rewards and gifts, each marked redeemable or not. */
export const loadBonuses = (customerUuid: string): Effect.Effect<BonusesView, ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const api = yield* RewardsApi;
    const reply = yield* api.bonuses(customerUuid);
    const card = (bonus: Bonus): BonusCard => ({ bonus, redeemable: isRedeemable(bonus, reply.TotalPoints) });
    return {
      totalPoints: reply.TotalPoints,
      groups: bonusesByGroup(reply.Bonuses).map(({ group, bonuses }) => ({
        group,
        bonuses: bonuses.map(card),
      })),
      rewards: rewardsOf(reply.Bonuses).map(card),
      gifts: giftsOf(reply.Bonuses).map(card),
    };
  });

/** The detail page /profile/bonuses/:uuid. */
export const loadBonus = (bonusUuid: string): Effect.Effect<Bonus, ApiError, RewardsApi> =>
  Effect.flatMap(RewardsApi, (api) => api.bonus(bonusUuid));

/** Redeems a bonus; without enough points it is refused before calling the service. */
export const redeemBonus = (
  customerUuid: string,
  bonus: Bonus,
  totalPoints: number,
): Effect.Effect<RedeemBonusReply, RewardsRefused | ApiError, RewardsApi> =>
  Effect.gen(function* () {
    const left = pointsAfterRedeeming(bonus, totalPoints);
    if (Either.isLeft(left)) return yield* new RewardsRefused({ messageKey: left.left });
    const api = yield* RewardsApi;
    return yield* api.redeemBonus({ CustomerUUID: customerUuid, BonusUUID: bonus.UUID });
  });
