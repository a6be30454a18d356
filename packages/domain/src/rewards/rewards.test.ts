import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { BonusGroups } from "./bonus";
import {
  bonusesByGroup,
  findBonus,
  giftsOf,
  isRedeemable,
  pointsAfterRedeeming,
  pointsShort,
  rewardsOf,
} from "./bonus-rules";
import { DEMO_BONUSES, DEMO_TOTAL_POINTS } from "./demo-bonuses";
import { bonusGroupLabelKey } from "./messages";
import { allOffers, isOfferLive, yourOffers, type Offer } from "./offers";
import {
  claimRewardsCardRequest,
  maskedCardNumber,
  parseRewardsCards,
  withRewardsCard,
  withoutRewardsCard,
} from "./rewards-card";

describe("bonuses (RWD-01)", () => {
  it("has the five groups and the demo placeholder: 450 points, costs 50 to 550", () => {
    expect(BonusGroups).toEqual(["internet", "mobile-services", "entertainment", "shopping", "gifts"]);
    expect(DEMO_TOTAL_POINTS).toBe(450);
    const costs = DEMO_BONUSES.map((b) => b.Points);
    expect([Math.min(...costs), Math.max(...costs)]).toEqual([50, 550]);
    expect(bonusGroupLabelKey("mobile-services")).toBe("rewards.group_mobile_services");
  });
  it("groups bonuses in display order and splits rewards from gifts", () => {
    const groups = bonusesByGroup(DEMO_BONUSES);
    expect(groups.map((g) => [g.group, g.bonuses.length])).toEqual([
      ["internet", 2],
      ["mobile-services", 2],
      ["entertainment", 2],
      ["shopping", 2],
      ["gifts", 2],
    ]);
    expect(giftsOf(DEMO_BONUSES).every((b) => b.Group === "gifts")).toBe(true);
    expect(rewardsOf(DEMO_BONUSES)).toHaveLength(8);
  });
  it("finds a bonus by uuid", () => {
    expect(Option.map(findBonus(DEMO_BONUSES, "bonus-movie"), (b) => b.Points)).toEqual(Option.some(250));
    expect(findBonus(DEMO_BONUSES, "nope")).toEqual(Option.none());
  });
  it("redeems with enough points only", () => {
    expect(isRedeemable({ Points: 450 }, 450)).toBe(true);
    expect(isRedeemable({ Points: 550 }, 450)).toBe(false);
    expect(pointsShort({ Points: 550 }, 450)).toBe(100);
    expect(pointsShort({ Points: 50 }, 450)).toBe(0);
    expect(pointsAfterRedeeming({ Points: 50 }, 450)).toEqual(Either.right(400));
    expect(pointsAfterRedeeming({ Points: 550 }, 450)).toEqual(Either.left("rewards.not_enough_points"));
  });
});

describe("rewards card link (PRO-06)", () => {
  it("needs the rewards e-mail and password", () => {
    expect(claimRewardsCardRequest({ email: " a@b.nz ", password: " pw " }, 67)).toEqual(
      Either.right({ RewardsEmail: "a@b.nz", Password: " pw ", SPID: 67 }),
    );
    expect(claimRewardsCardRequest({ email: " ", password: "pw" }, 67)).toEqual(
      Either.left("rewards.email_required"),
    );
    expect(claimRewardsCardRequest({ email: "a@b.nz", password: "" }, 67)).toEqual(
      Either.left("rewards.password_required"),
    );
  });
  it("keeps one card per customer", () => {
    const card = (UUID: string) => ({ UUID, CardNumberLast4: "4821", HolderName: "Aroha Ngata" });
    const cards = withRewardsCard(withRewardsCard({}, "c1", card("card-1")), "c2", card("card-2"));
    expect(withRewardsCard(cards, "c1", card("card-3"))).toEqual({ c1: card("card-3"), c2: card("card-2") });
    expect(parseRewardsCards(JSON.stringify(cards))).toEqual(cards);
    expect(withoutRewardsCard(cards, "c1")).toEqual({ c2: card("card-2") });
    expect(parseRewardsCards(undefined)).toEqual({});
    expect(parseRewardsCards("{not json")).toEqual({});
    expect(parseRewardsCards('{"c1": 5}')).toEqual({});
    // A card kept by an earlier version (its UUID only) still reads.
    expect(parseRewardsCards('{"c1": "card-1"}')).toEqual({ c1: { UUID: "card-1" } });
  });

  it("PRO-06: shows a card's number masked but for its last four digits", () => {
    expect(maskedCardNumber({ UUID: "card-1", CardNumberLast4: "4821" })).toBe("•••• 4821");
    expect(maskedCardNumber({ UUID: "card-1" })).toBeUndefined();
  });
});

describe("offers (RWD-02)", () => {
  const now = Date.UTC(2026, 0, 1);
  const open: Offer = { UUID: "o1", Name: "Open", Description: "" };
  const mine: Offer = { UUID: "o2", Name: "Mine", Description: "", CustomerUUIDs: ["me"] };
  const theirs: Offer = { UUID: "o3", Name: "Theirs", Description: "", CustomerUUIDs: ["you"] };
  const expired: Offer = { UUID: "o4", Name: "Old", Description: "", ExpiresAtNanos: now * 1e6 };
  it("lists your offers and all offers open to you, live ones only", () => {
    expect(yourOffers([open, mine, theirs, expired], "me", now).map((o) => o.UUID)).toEqual(["o2"]);
    expect(allOffers([open, mine, theirs, expired], "me", now).map((o) => o.UUID)).toEqual(["o1", "o2"]);
    expect(isOfferLive(expired, now - 1)).toBe(true);
  });
});
