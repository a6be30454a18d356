import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { Storage, StorageKeys, frozenClock, makeMemoryStorage } from "../../ports";
import { DEMO_BONUSES } from "../demo-bonuses";
import { RewardsApi } from "../rewards-api";
import { makeMemoryRewardsApi, memoryRewardsApiLayer, type MemoryRewardsSeed } from "../rewards-api-memory";
import { loadBonus, loadBonuses, redeemBonus } from "./bonuses";
import { loadOffers } from "./offers";
import { linkRewardsCard, rewardsCardOf } from "./rewards-card-link";

const world = (seed: MemoryRewardsSeed = {}) => {
  const api = makeMemoryRewardsApi(seed);
  const storage = makeMemoryStorage();
  const run = <A, E>(program: Effect.Effect<A, E, RewardsApi | Storage>) =>
    Effect.runSync(
      program.pipe(
        Effect.provideService(RewardsApi, api),
        Effect.provideService(Storage, storage),
        Effect.either,
        Effect.withClock(frozenClock(Date.UTC(2026, 0, 1))),
      ),
    );
  return { api, storage, run };
};
const bonus = (uuid: string) => {
  const found = DEMO_BONUSES.find((b) => b.UUID === uuid);
  if (found === undefined) throw new Error(uuid);
  return found;
};

describe("bonuses use cases", () => {
  it("shows points, groups, rewards and gifts with redeemability", () => {
    const view = Either.getOrThrow(world().run(loadBonuses("me")));
    expect(view.totalPoints).toBe(450);
    expect(view.groups).toHaveLength(5);
    expect(view.gifts.map((c) => [c.bonus.Points, c.redeemable])).toEqual([
      [200, true],
      [500, false],
    ]);
    expect(view.rewards).toHaveLength(8);
  });
  it("reads one bonus, or fails for an unknown one", () => {
    const w = world();
    expect(Either.getOrThrow(w.run(loadBonus("bonus-movie"))).Name).toBe("Movie ticket");
    expect(w.run(loadBonus("nope"))).toEqual(Either.left(expect.objectContaining({ status: 404 })));
  });
  it("redeems and spends points; refuses without enough before calling", () => {
    const w = world();
    const reply = Either.getOrThrow(w.run(redeemBonus("me", bonus("bonus-movie"), 450)));
    expect(reply.RemainingPoints).toBe(200);
    expect(w.api.points.get("me")).toBe(200);
    expect(w.run(redeemBonus("me", bonus("bonus-grocery"), 200))).toEqual(
      Either.left(
        expect.objectContaining({ _tag: "RewardsRefused", messageKey: "rewards.not_enough_points" }),
      ),
    );
    expect(w.run(redeemBonus("me", bonus("bonus-music"), 450))).toEqual(
      Either.left(expect.objectContaining({ status: 400, message: "Not enough points" })),
    );
    expect(w.run(redeemBonus("me", { ...bonus("bonus-movie"), UUID: "nope" }, 450))).toEqual(
      Either.left(expect.objectContaining({ status: 404 })),
    );
  });
  it("passes on service errors", () => {
    expect(world({ failing: new Set(["bonuses"]) }).run(loadBonuses("me"))).toEqual(
      Either.left(expect.objectContaining({ status: 500 })),
    );
  });
});

describe("rewards card link (PRO-06)", () => {
  const seed = { rewardsAccounts: { "kiri@example.nz": "secret" } };
  it("claims the card and keeps its UUID per customer", () => {
    const w = world(seed);
    expect(w.run(linkRewardsCard("me", { email: "kiri@example.nz", password: "secret" }, 67))).toEqual(
      Either.right("card-kiri@example.nz"),
    );
    expect(w.run(rewardsCardOf("me"))).toEqual(Either.right(Option.some("card-kiri@example.nz")));
    expect(w.run(rewardsCardOf("other"))).toEqual(Either.right(Option.none()));
    expect(JSON.parse(Option.getOrThrow(Effect.runSync(w.storage.get(StorageKeys.rewardsCards))))).toEqual({
      me: "card-kiri@example.nz",
    });
  });
  it("refuses a missing field before calling, and passes on wrong credentials", () => {
    const w = world(seed);
    expect(w.run(linkRewardsCard("me", { email: "", password: "x" }, 67))).toEqual(
      Either.left(expect.objectContaining({ messageKey: "rewards.email_required" })),
    );
    expect(w.run(linkRewardsCard("me", { email: "kiri@example.nz", password: "nope" }, 67))).toEqual(
      Either.left(expect.objectContaining({ status: 401 })),
    );
    expect(
      Effect.runSync(
        w.api.claimRewardsCard({ RewardsEmail: "", Password: "", SPID: 67 }).pipe(Effect.either),
      ),
    ).toEqual(Either.left(expect.objectContaining({ message: "No params" })));
  });
});

describe("offers use case", () => {
  it("splits your offers from all offers", () => {
    const w = world({
      offers: [
        { UUID: "o1", Name: "Open", Description: "" },
        { UUID: "o2", Name: "Mine", Description: "", CustomerUUIDs: ["me"] },
      ],
    });
    const view = Either.getOrThrow(w.run(loadOffers("me")));
    expect([view.yours.map((o) => o.UUID), view.all.map((o) => o.UUID)]).toEqual([["o2"], ["o1", "o2"]]);
  });
  it("provides a layer with no offers by default", () => {
    const offers = Effect.runSync(
      Effect.flatMap(RewardsApi, (api) => api.offers("me")).pipe(Effect.provide(memoryRewardsApiLayer())),
    );
    expect(offers).toEqual({ Offers: [] });
  });
});
