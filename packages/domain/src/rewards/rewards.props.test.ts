import * as Either from "effect/Either";
import fc from "fast-check";
import { describe, it } from "vitest";
import { BonusGroups, type Bonus } from "./bonus";
import { bonusesByGroup, giftsOf, isRedeemable, pointsAfterRedeeming, rewardsOf } from "./bonus-rules";
import { parseRewardsCards, withRewardsCard } from "./rewards-card";

const bonus: fc.Arbitrary<Bonus> = fc.record({
  UUID: fc.uuid(),
  Group: fc.constantFrom(...BonusGroups),
  Name: fc.string(),
  Description: fc.string(),
  Points: fc.nat({ max: 10_000 }),
});

describe("rewards laws", () => {
  it("a bonus is redeemable exactly when the points cover it, and redeeming never goes below zero", () => {
    fc.assert(
      fc.property(bonus, fc.nat({ max: 10_000 }), (b, points) => {
        const after = pointsAfterRedeeming(b, points);
        return (
          Either.isRight(after) === isRedeemable(b, points) &&
          Either.isRight(after) === points >= b.Points &&
          (Either.isLeft(after) || (after.right >= 0 && after.right === points - b.Points))
        );
      }),
    );
  });

  it("redeemability is monotone in points: more points never make a bonus unredeemable", () => {
    fc.assert(
      fc.property(bonus, fc.nat({ max: 10_000 }), fc.nat({ max: 10_000 }), (b, x, y) => {
        const [few, many] = x <= y ? [x, y] : [y, x];
        return !isRedeemable(b, few) || isRedeemable(b, many);
      }),
    );
  });

  it("grouping and the rewards/gifts split are partitions of the bonuses", () => {
    fc.assert(
      fc.property(fc.array(bonus), (bonuses) => {
        const grouped = bonusesByGroup(bonuses).flatMap((g) => g.bonuses);
        return (
          grouped.length === bonuses.length &&
          rewardsOf(bonuses).length + giftsOf(bonuses).length === bonuses.length
        );
      }),
    );
  });

  // Customer ids are UUIDs; keys such as "__proto__" never occur.
  it("a stored card survives the round trip and never touches another customer's card", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.uuid(), fc.string()), fc.uuid(), fc.string(), (uuids, customer, uuid) => {
        const cards = Object.fromEntries(Object.entries(uuids).map(([k, UUID]) => [k, { UUID }]));
        const after = parseRewardsCards(JSON.stringify(withRewardsCard(cards, customer, { UUID: uuid })));
        return (
          after[customer]?.UUID === uuid &&
          Object.keys(cards).every((k) => k === customer || after[k]?.UUID === cards[k]?.UUID)
        );
      }),
    );
  });
});
