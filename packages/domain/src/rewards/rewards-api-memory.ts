import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { apiFailure, type ApiError } from "../ports";
import type { Bonus } from "./bonus";
import { pointsAfterRedeeming } from "./bonus-rules";
import { DEMO_BONUSES, DEMO_TOTAL_POINTS } from "./demo-bonuses";
import type { Offer } from "./offers";
import { RewardsApi, type RewardsApiService } from "./rewards-api";

export interface MemoryRewardsSeed {
  readonly bonuses?: ReadonlyArray<Bonus>;
  /** Points per customer; a customer not listed starts with the demo 450. */
  readonly points?: Readonly<Record<string, number>>;
  /** Rewards accounts that exist: e-mail to password. */
  readonly rewardsAccounts?: Readonly<Record<string, string>>;
  readonly offers?: ReadonlyArray<Offer>;
  readonly failing?: ReadonlySet<string>;
}

export interface MemoryRewardsApi extends RewardsApiService {
  readonly points: Map<string, number>;
}

/** A rewards service with the demo bonuses by default; it spends points and refuses wrong card credentials. */
export const makeMemoryRewardsApi = (seed: MemoryRewardsSeed = {}): MemoryRewardsApi => {
  const bonuses = seed.bonuses ?? DEMO_BONUSES;
  const points = new Map(Object.entries(seed.points ?? {}));
  let counter = 0;
  const guard = <A>(call: string, run: () => Effect.Effect<A, ApiError>) =>
    seed.failing?.has(call) === true ? apiFailure(call, 500, "Internal Server Error") : Effect.suspend(run);
  const pointsOf = (customer: string) => points.get(customer) ?? DEMO_TOTAL_POINTS;
  return {
    points,
    bonuses: (customer) =>
      guard("bonuses", () => Effect.succeed({ TotalPoints: pointsOf(customer), Bonuses: bonuses })),
    bonus: (uuid) =>
      guard("bonus", () => {
        const found = bonuses.find((b) => b.UUID === uuid);
        return found === undefined ? apiFailure("bonus", 404, "Object not found") : Effect.succeed(found);
      }),
    redeemBonus: (body) =>
      guard("redeemBonus", () => {
        const found = bonuses.find((b) => b.UUID === body.BonusUUID);
        if (found === undefined) return apiFailure("redeemBonus", 404, "Object not found");
        const left = pointsAfterRedeeming(found, pointsOf(body.CustomerUUID));
        if (Either.isLeft(left)) return apiFailure("redeemBonus", 400, "Not enough points");
        points.set(body.CustomerUUID, left.right);
        counter += 1;
        return Effect.succeed({
          UUID: `redemption-${counter}`,
          RemainingPoints: left.right,
          Code: `WAEA-${counter}`,
        });
      }),
    claimRewardsCard: (body) =>
      guard("claimRewardsCard", () => {
        if (body.RewardsEmail === "" || body.Password === "")
          return apiFailure("claimRewardsCard", 400, "No params");
        if (seed.rewardsAccounts?.[body.RewardsEmail] !== body.Password)
          return apiFailure("claimRewardsCard", 401, "The email address or password is invalid");
        return Effect.succeed({ UUID: `card-${body.RewardsEmail}` });
      }),
    offers: () => guard("offers", () => Effect.succeed({ Offers: seed.offers ?? [] })),
  };
};

export const memoryRewardsApiLayer = (seed?: MemoryRewardsSeed): Layer.Layer<RewardsApi> =>
  Layer.sync(RewardsApi, () => makeMemoryRewardsApi(seed));
