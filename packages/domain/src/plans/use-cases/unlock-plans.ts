import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { Settings } from "../../config";
import { Storage } from "../../ports";
import { checkPlansPassword, PLANS_UNLOCK_STORAGE_KEY } from "../plans-password";
import { PlansRefused } from "../plans-refused";

type PlansPasswordSettings = Pick<Settings, "plansPassword">;

// In its own file: the boot reads it (the plan list's guard) without the unlock's refusal.
export { isPlansListVisible } from "./plans-list-visible";

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
