import * as Data from "effect/Data";
import type { ApiError } from "../../ports";
import type { ForcedChange } from "../settings-dependencies";
import type { SimSettings } from "../sim-settings";
import type { SimActionKind } from "../sim-actions";
import { simErrorMessageKey, type SimCallKind } from "../sim-errors";

/** The wanted settings break a dependency: the forced changes must be shown and accepted first. */
export class SimSettingsNeedConfirmation extends Data.TaggedError("SimSettingsNeedConfirmation")<{
  readonly forced: ReadonlyArray<ForcedChange>;
  readonly resolved: SimSettings;
}> {}

/** Refused before any call: the action is not offered, or its input (SIM ID, credential, number) is not valid. */
export class SimActionRefused extends Data.TaggedError("SimActionRefused")<{
  readonly action: SimActionKind | "settings";
  readonly messageKey: string;
}> {}

/** A SIM call failed; messageKey is what to show (spec 02 §8), cause is kept for logs. */
export class SimCallFailed extends Data.TaggedError("SimCallFailed")<{
  readonly action: SimCallKind;
  readonly messageKey: string;
  readonly cause: ApiError;
}> {}

/** A refused credential (401 with error number 1002, which keeps the session) says so; anything else is generic. */
export const simCallFailed = (action: SimCallKind) => (cause: ApiError) =>
  new SimCallFailed({
    action,
    cause,
    messageKey:
      cause._tag === "ApiFailure" && cause.status === 401 && cause.errorNumber === 1002
        ? "sim.reauth_failed"
        : simErrorMessageKey(action),
  });
