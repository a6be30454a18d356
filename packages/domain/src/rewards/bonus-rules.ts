import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { BonusGroups, type Bonus, type BonusGroup } from "./bonus";

/** Bonuses by group in display order; every group is present, possibly empty. */
export const bonusesByGroup = (
  bonuses: ReadonlyArray<Bonus>,
): ReadonlyArray<{ readonly group: BonusGroup; readonly bonuses: ReadonlyArray<Bonus> }> =>
  BonusGroups.map((group) => ({ group, bonuses: bonuses.filter((b) => b.Group === group) }));

/** The rewards tab shows every group but gifts; the gifts tab shows the gifts group (RWD-01). */
export const rewardsOf = (bonuses: ReadonlyArray<Bonus>): ReadonlyArray<Bonus> =>
  bonuses.filter((b) => b.Group !== "gifts");
export const giftsOf = (bonuses: ReadonlyArray<Bonus>): ReadonlyArray<Bonus> =>
  bonuses.filter((b) => b.Group === "gifts");

/** The detail page /profile/bonuses/:uuid. */
export const findBonus = (bonuses: ReadonlyArray<Bonus>, uuid: string): Option.Option<Bonus> =>
  Option.fromNullable(bonuses.find((b) => b.UUID === uuid));

/** A bonus is redeemable when the customer has at least its points. */
export const isRedeemable = (bonus: Pick<Bonus, "Points">, points: number): boolean => points >= bonus.Points;

/** Points still missing for a bonus (0 when redeemable). */
export const pointsShort = (bonus: Pick<Bonus, "Points">, points: number): number =>
  Math.max(0, bonus.Points - points);

export type RedeemError = "rewards.not_enough_points";

/** The points left after redeeming, or a refusal when there are not enough. */
export const pointsAfterRedeeming = (
  bonus: Pick<Bonus, "Points">,
  points: number,
): Either.Either<number, RedeemError> =>
  isRedeemable(bonus, points)
    ? Either.right(points - bonus.Points)
    : Either.left("rewards.not_enough_points");
