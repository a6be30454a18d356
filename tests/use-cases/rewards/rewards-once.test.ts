import { describe, expect, it } from "vitest";
import * as Either from "effect/Either";
import { IntentKey } from "@waea/domain/ports";
import { collectOffer, loadBonuses, loadOffers, redeemBonus, type Offer } from "@waea/domain/rewards";
import { signedIn, withFakeApi, type Customer } from "../support/fake-api";

const api = withFakeApi();

const coffeeOf = async (who: Customer) => {
  const view = await who.run(loadBonuses(who.customer));
  const coffee = view.groups.flatMap((g) => g.bonuses).find((card) => card.bonus.Name === "Coffee voucher");
  if (coffee === undefined) throw new Error("no coffee voucher");
  return coffee.bonus;
};

const offerNamed = async (who: Customer, name: string): Promise<Offer> => {
  const offer = (await who.run(loadOffers(who.customer))).all.find((o) => o.Name === name);
  if (offer === undefined) throw new Error(`no offer ${name}`);
  return offer;
};

describe("redeem and collect once per intent (RWD-01, RWD-02)", () => {
  it("RWD-01: a redemption pressed twice as one intent spends the points once; another intent spends again", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const coffee = await coffeeOf(prepay);
    const intent = IntentKey.make("redeem-coffee-once");
    const [first, second] = await Promise.all([
      prepay.run(redeemBonus(prepay.customer, coffee, 450, intent)),
      prepay.run(redeemBonus(prepay.customer, coffee, 450, intent)),
    ]);
    expect(second).toEqual(first);
    expect(first.RemainingPoints).toBe(375);
    expect((await prepay.run(loadBonuses(prepay.customer))).totalPoints).toBe(375);
    const again = await prepay.run(
      redeemBonus(prepay.customer, coffee, 375, IntentKey.make("a-second-coffee")),
    );
    expect(again.RemainingPoints).toBe(300);
    expect(again.Code).not.toBe(first.Code);
  });

  it("RWD-02: an offer is collected once: one intent twice gives one code; another press is refused as collected", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const friend = await offerNamed(prepay, "Bring a friend");
    const intent = IntentKey.make("collect-friend-once");
    const [first, second] = await Promise.all([
      prepay.run(collectOffer(prepay.customer, friend, intent)),
      prepay.run(collectOffer(prepay.customer, friend, intent)),
    ]);
    expect(second).toEqual(first);
    expect(first.Code).toMatch(/^OFFER-/);
    const collected = await offerNamed(prepay, "Bring a friend");
    expect(collected.Collected).toBe(true);
    // The domain refuses what the list already says; a page that still shows it uncollected meets the operator's 409.
    expect(await prepay.attempt(collectOffer(prepay.customer, collected, IntentKey.make("again")))).toEqual(
      Either.left(expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.offer_collected" })),
    );
    expect(await prepay.attempt(collectOffer(prepay.customer, friend, IntentKey.make("stale-page")))).toEqual(
      Either.left(expect.objectContaining({ status: 409, message: "You have already collected this offer" })),
    );
  });

  it("RWD-02: an offer that has ended, or one made for another customer, cannot be collected", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    // The seeded "Winter warmer" ended 10 days ago and is no longer listed: a page opened before it ended still has it.
    const winter = api().store.world.rewards.offers.find((o) => o.Name === "Winter warmer");
    const upgrade = api().store.world.rewards.offers.find((o) => o.Name === "Plan upgrade");
    if (winter === undefined || upgrade === undefined) throw new Error("seeded offers missing");
    expect(await prepay.attempt(collectOffer(prepay.customer, winter))).toEqual(
      Either.left(expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.offer_ended" })),
    );
    const stillLive = { ...winter, ExpiresAtNanos: undefined };
    expect(await prepay.attempt(collectOffer(prepay.customer, stillLive))).toEqual(
      Either.left(expect.objectContaining({ status: 410, message: "This offer has ended" })),
    );
    expect(await prepay.attempt(collectOffer(prepay.customer, upgrade))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
  });
});
