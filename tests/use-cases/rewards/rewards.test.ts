import { describe, expect, it } from "vitest";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { SPID } from "@waea/domain/config";
import { StorageKeys } from "@waea/domain/ports";
import {
  linkRewardsCard,
  loadBonus,
  loadBonuses,
  loadOffers,
  redeemBonus,
  rewardsCardOf,
  unlinkRewardsCard,
  type Bonus,
} from "@waea/domain/rewards";
import { readStoredAuth } from "@waea/domain/session";
import { DEMO_PASSWORD, signedIn, withFakeApi, type Customer } from "../support/fake-api";

const api = withFakeApi();

/** A bonus of the rewards service's catalogue, by name. */
const bonusNamed = async (who: Customer, name: string): Promise<Bonus> => {
  const { groups } = await who.run(loadBonuses(who.customer));
  const found = groups
    .flatMap((group) => group.bonuses.map((card) => card.bonus))
    .find((b) => b.Name === name);
  if (found === undefined) throw new Error(`no bonus named ${name}`);
  return found;
};

describe("bonuses (RWD-01)", () => {
  it("shows points, groups, rewards and gifts with what can be redeemed", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const view = await prepay.run(loadBonuses(prepay.customer));
    expect(view.totalPoints).toBe(450);
    expect(view.groups.map((g) => g.group)).toEqual([
      "internet",
      "mobile-services",
      "entertainment",
      "shopping",
      "gifts",
    ]);
    expect(view.gifts.map((card) => [card.bonus.Points, card.redeemable])).toEqual([
      [200, true],
      [500, false],
    ]);
    expect(view.rewards).toHaveLength(8);
  });

  it("reads one bonus, or fails for an unknown one", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const movie = await bonusNamed(prepay, "Movie ticket");
    expect((await prepay.run(loadBonus(movie.UUID))).Points).toBe(250);
    expect(await prepay.attempt(loadBonus("no-such-bonus"))).toEqual(
      Either.left(expect.objectContaining({ _tag: "ApiFailure", status: 404 })),
    );
  });

  it("redeems and spends points; without enough it refuses before calling, and the operator refuses too", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const [movie, grocery, music, coffee] = [
      await bonusNamed(prepay, "Movie ticket"),
      await bonusNamed(prepay, "$20 grocery voucher"),
      await bonusNamed(prepay, "Music streaming month"),
      await bonusNamed(prepay, "Coffee voucher"),
    ];
    const redeemed = await prepay.run(redeemBonus(prepay.customer, movie, 450));
    expect(redeemed).toMatchObject({ RemainingPoints: 200, Code: expect.stringMatching(/^WAEA-/) });
    expect((await prepay.run(loadBonuses(prepay.customer))).totalPoints).toBe(200);
    expect(await prepay.attempt(redeemBonus(prepay.customer, grocery, 200))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.not_enough_points" }),
      ),
    );
    // A page that still shows the old 450 points: the operator counts the 200 left.
    expect(await prepay.attempt(redeemBonus(prepay.customer, music, 450))).toEqual(
      Either.left(
        expect.objectContaining({
          _tag: "ApiFailure",
          status: 400,
          message: "You don't have enough points for this bonus",
        }),
      ),
    );
    expect(
      await prepay.attempt(redeemBonus(prepay.customer, { ...coffee, UUID: "no-such-bonus" }, 200)),
    ).toEqual(Either.left(expect.objectContaining({ _tag: "ApiFailure", status: 404 })));
  });

  it("passes on the service's refusals", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await prepay.attempt(loadBonuses(postpay.customer))).toEqual(
      Either.left(expect.objectContaining({ _tag: "Forbidden" })),
    );
  });
});

describe("rewards card link (PRO-06)", () => {
  it("claims the card and keeps it per customer on this device, as its holder knows it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const form = { email: "prepay@waea.test", password: DEMO_PASSWORD };
    const card = await prepay.run(linkRewardsCard(prepay.customer, form, SPID));
    expect(card).toEqual({
      UUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CardNumberLast4: expect.stringMatching(/^\d{4}$/),
      HolderName: "Aroha Ngata",
      RewardsEmail: "prepay@waea.test",
    });
    expect(await prepay.run(rewardsCardOf(prepay.customer))).toEqual(Option.some(card));
    expect(await prepay.run(rewardsCardOf("another-customer"))).toEqual(Option.none());
    const stored = await Effect.runPromise(prepay.storage.get(StorageKeys.rewardsCards));
    expect(JSON.parse(Option.getOrThrow(stored))).toEqual({ [prepay.customer]: card });
  });

  it("PRO-06: unlinks the card: the service lets it go and the device forgets it", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const form = { email: "prepay@waea.test", password: DEMO_PASSWORD };
    await prepay.run(linkRewardsCard(prepay.customer, form, SPID));
    await prepay.run(unlinkRewardsCard(prepay.customer, SPID));
    expect(await prepay.run(rewardsCardOf(prepay.customer))).toEqual(Option.none());
    // Nothing linked: nothing to do.
    await prepay.run(unlinkRewardsCard(prepay.customer, SPID));
  });

  it("refuses a missing field before calling; wrong credentials fail and keep the session", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    expect(
      await prepay.attempt(linkRewardsCard(prepay.customer, { email: "", password: "x" }, SPID)),
    ).toEqual(
      Either.left(expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.email_required" })),
    );
    const wrong = { email: "prepay@waea.test", password: "not-the-password" };
    expect(await prepay.attempt(linkRewardsCard(prepay.customer, wrong, SPID))).toEqual(
      Either.left(
        expect.objectContaining({ status: 401, message: "The email address or password is invalid" }),
      ),
    );
    expect(await prepay.run(readStoredAuth)).toMatchObject({ JWT: prepay.auth.JWT });
    expect(await prepay.run(rewardsCardOf(prepay.customer))).toEqual(Option.none());
  });
});

describe("offers (RWD-02)", () => {
  it("splits the offers made for this customer from all live offers", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const view = await prepay.run(loadOffers(prepay.customer));
    expect(view.yours.map((o) => o.Name)).toEqual(["Loyalty 5GB"]);
    expect(view.all.map((o) => o.Name)).toEqual([
      "Double data weekend",
      "Three months of music",
      "Bring a friend",
      "Loyalty 5GB",
    ]);
  });
});
