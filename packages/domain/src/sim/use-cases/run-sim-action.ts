import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import type { ProductType } from "../../account";
import type { Settings } from "../../config";
import { SimApi } from "../sim-api";
import { isSimActionAllowed } from "../sim-actions";
import { reauthFields, validateReauth, type ReauthCredential } from "../reauthentication";
import { validateSimId } from "../sim-id";
import type { SimStatus } from "../sim-status";
import type { SimCallFailed } from "./sim-errors";
import { SimActionRefused, simCallFailed } from "./sim-errors";

export type SensitiveSimCommand =
  | { readonly action: "enable" }
  | { readonly action: "disable" }
  | { readonly action: "swap"; readonly simId: string };

export interface RunSimActionInput {
  readonly settings: Settings;
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly productType: ProductType;
  readonly credential: ReauthCredential;
  readonly command: SensitiveSimCommand;
}

/** SIM-02, SIM-03: enable, disable or swap, after the gates, the credential and the SIM ID are checked. */
export const runSimAction = (
  input: RunSimActionInput,
): Effect.Effect<SimStatus, SimActionRefused | SimCallFailed, SimApi> =>
  Effect.gen(function* () {
    const { action } = input.command;
    if (!isSimActionAllowed(input.settings, action))
      return yield* new SimActionRefused({ action, messageKey: "sim.action_not_allowed" });
    const credential = validateReauth(input.credential);
    if (Either.isLeft(credential))
      return yield* new SimActionRefused({ action, messageKey: credential.left });
    const api = yield* SimApi;
    const base = {
      CustomerUUID: input.customerUUID,
      ProductInstanceUUID: input.productUUID,
      Type: input.productType,
      ...reauthFields(credential.right),
    };
    if (input.command.action === "swap") {
      const simId = validateSimId(input.command.simId);
      if (Either.isLeft(simId)) return yield* new SimActionRefused({ action, messageKey: simId.left });
      return yield* api.swap({ ...base, SIMID: simId.right }).pipe(Effect.mapError(simCallFailed("swap")));
    }
    const call = input.command.action === "enable" ? api.enable(base) : api.disable(base);
    return yield* call.pipe(Effect.mapError(simCallFailed(action)));
  });
