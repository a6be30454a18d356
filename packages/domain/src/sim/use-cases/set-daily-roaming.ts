import * as Effect from "effect/Effect";
import type { Settings } from "../../config";
import { SimApi } from "../sim-api";
import { isInternationalRoamingOffered } from "../daily-roaming";
import type { DailyRoaming } from "../sim-settings";
import type { SimCallFailed } from "./sim-errors";
import { SimActionRefused, simCallFailed } from "./sim-errors";

/** PLAN-08: switch daily roaming auto-activation, where the build offers international roaming. */
export const setDailyRoaming = (input: {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly mobileUUID: string;
  readonly autoActive: boolean;
}): Effect.Effect<DailyRoaming, SimActionRefused | SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    if (!isInternationalRoamingOffered(input.settings))
      return yield* new SimActionRefused({ action: "settings", messageKey: "sim.action_not_allowed" });
    const api = yield* SimApi;
    return yield* api
      .setDailyRoaming({
        CustomerUUID: input.customerUUID,
        MobileUUID: input.mobileUUID,
        AutoActive: input.autoActive,
      })
      .pipe(Effect.mapError(simCallFailed("roaming")));
  });
