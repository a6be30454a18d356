import * as Effect from "effect/Effect";
import type { Settings } from "../../config";
import { isInternationalRoamingOffered } from "../daily-roaming";
import { SimApi } from "../sim-api";
import { simCallFailed, type SimCallFailed } from "./sim-errors";

/** The supplementary features of a mobile service (PLAN-08): international roaming, when the build offers it. */
export interface SupplementaryFeatures {
  /** Undefined when the build does not offer international roaming (Settings.supplementaryFeatures). */
  readonly internationalRoaming: { readonly dailyRoamingAutoActive: boolean } | undefined;
}

/**
 * PLAN-08: the features page's data. International roaming is listed only where the build offers it, with whether
 * daily roaming activates itself abroad (read only then: nothing is asked of a build without the feature).
 */
export const loadSupplementaryFeatures = (input: {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly mobileUUID: string;
}): Effect.Effect<SupplementaryFeatures, SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    if (!isInternationalRoamingOffered(input.settings)) return { internationalRoaming: undefined };
    const api = yield* SimApi;
    const roaming = yield* api
      .getDailyRoaming({ CustomerUUID: input.customerUUID, MobileUUID: input.mobileUUID })
      .pipe(Effect.mapError(simCallFailed("roaming")));
    return { internationalRoaming: { dailyRoamingAutoActive: roaming.AutoActive } };
  });
