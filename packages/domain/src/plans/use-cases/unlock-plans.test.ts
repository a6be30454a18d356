import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { makeMemoryStorage, Storage } from "../../ports";
import { isPlansListVisible, unlockPlansList } from "./unlock-plans";

const run = <A, E>(effect: Effect.Effect<A, E, Storage>, storage = makeMemoryStorage()) =>
  Effect.runSync(Effect.either(Effect.provideService(effect, Storage, storage)));

const refusalKey = (result: Either.Either<unknown, { readonly _tag: string; readonly key?: string }>) =>
  Either.isLeft(result) && result.left._tag === "PlansRefused" ? result.left.key : undefined;

describe("plans password (PLAN-07)", () => {
  it("hides a protected list until unlocked on this device", () => {
    const settings = withSettings(productionSettings, { plansPassword: "secret" });
    const storage = makeMemoryStorage();
    expect(run(isPlansListVisible(settings), storage)).toEqual(Either.right(false));
    expect(refusalKey(run(unlockPlansList(settings, "wrong"), storage))).toBe("plans.wrong_plans_password");
    expect(run(unlockPlansList(settings, "secret"), storage)).toEqual(Either.right(undefined));
    expect(run(isPlansListVisible(settings), storage)).toEqual(Either.right(true));
    const changed = withSettings(productionSettings, { plansPassword: "new" });
    expect(run(isPlansListVisible(changed), storage)).toEqual(Either.right(false));
  });
  it("shows an unprotected list without a password", () => {
    expect(run(isPlansListVisible(productionSettings))).toEqual(Either.right(true));
    expect(run(unlockPlansList(productionSettings, ""))).toEqual(Either.right(undefined));
  });
});
