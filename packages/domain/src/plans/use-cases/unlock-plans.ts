import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Option from "effect/Option";
import type { Settings } from "../../config";
import { Storage } from "../../ports";
import { checkPlansPassword, isPlansListUnlocked, PLANS_UNLOCK_STORAGE_KEY } from "../plans-password";
import { PlansRefused } from "../plans-refused";

type PlansPasswordSettings = Pick<Settings, "plansPassword">;

/** Whether this device may see the plan list (PLAN-07): unprotected, or unlocked before with the current password. */
export const isPlansListVisible = (settings: PlansPasswordSettings): Effect.Effect<boolean, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const stored = yield* storage.get(PLANS_UNLOCK_STORAGE_KEY);
    return isPlansListUnlocked(settings, Option.getOrUndefined(stored));
  });

/** Unlock the plan list with the typed password and remember it on this device; refused with the wrong one. */
export const unlockPlansList = (
  settings: PlansPasswordSettings,
  entered: string,
): Effect.Effect<void, PlansRefused, Storage> =>
  Effect.gen(function* () {
    const checked = checkPlansPassword(settings, entered);
    if (Either.isLeft(checked)) return yield* new PlansRefused({ key: checked.left });
    if (checked.right === "") return;
    const storage = yield* Storage;
    yield* storage.set(PLANS_UNLOCK_STORAGE_KEY, checked.right);
  });
