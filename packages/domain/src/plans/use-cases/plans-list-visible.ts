import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import type { Settings } from "../../config";
import { Storage } from "../../ports";
import { isPlansListUnlocked, PLANS_UNLOCK_STORAGE_KEY } from "../plans-password";

type PlansPasswordSettings = Pick<Settings, "plansPassword">;

/** Whether this device may see the plan list (PLAN-07): unprotected, or unlocked before with the current password. */
export const isPlansListVisible = (settings: PlansPasswordSettings): Effect.Effect<boolean, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage;
    const stored = yield* storage.get(PLANS_UNLOCK_STORAGE_KEY);
    return isPlansListUnlocked(settings, Option.getOrUndefined(stored));
  });
