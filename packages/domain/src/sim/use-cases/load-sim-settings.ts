import * as Effect from "effect/Effect";
import { SimApi } from "../sim-api";
import type { SimSettings } from "../sim-settings";
import { simCallFailed, type SimCallFailed } from "./sim-errors";

/** SIM-01: the SIM settings of a mobile service (call forwarding, call waiting and hold, barring). */
export const loadSimSettings = (input: {
  readonly customerUUID: string;
  readonly mobileUUID: string;
}): Effect.Effect<SimSettings, SimCallFailed, SimApi> =>
  Effect.flatMap(SimApi, (api) =>
    api
      .getSettings({ CustomerUUID: input.customerUUID, MobileUUID: input.mobileUUID })
      .pipe(Effect.mapError(simCallFailed("settings"))),
  );
