import * as Effect from "effect/Effect";
import { SimApi } from "../sim-api";
import { checkSimSettings } from "../settings-dependencies";
import type { SimSettings } from "../sim-settings";
import type { SimCallFailed } from "./sim-errors";
import { SimSettingsNeedConfirmation, simCallFailed } from "./sim-errors";

export interface SaveSimSettingsInput {
  readonly customerUUID: string;
  readonly mobileUUID: string;
  /** The settings the page shows; read from the API when not given. */
  readonly current?: SimSettings;
  readonly wanted: SimSettings;
  /** The user accepted the forced changes shown to them. */
  readonly confirmed: boolean;
}

/**
 * SIM-01: resolve the dependencies, refuse until the user confirms the forced changes, then PUT the resolved
 * settings. Nothing is sent when nothing changed.
 */
export const saveSimSettings = (
  input: SaveSimSettingsInput,
): Effect.Effect<SimSettings, SimSettingsNeedConfirmation | SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    const api = yield* SimApi;
    const ref = { CustomerUUID: input.customerUUID, MobileUUID: input.mobileUUID };
    const current =
      input.current ?? (yield* api.getSettings(ref).pipe(Effect.mapError(simCallFailed("settings"))));
    const check = checkSimSettings(current, input.wanted);
    if (!check.saveAllowed && !input.confirmed)
      return yield* new SimSettingsNeedConfirmation({ forced: check.forced, resolved: check.resolved });
    if (checkSimSettings(current, check.resolved).unchanged) return current;
    return yield* api
      .putSettings({ ...ref, Settings: check.resolved })
      .pipe(Effect.mapError(simCallFailed("settings")));
  });
