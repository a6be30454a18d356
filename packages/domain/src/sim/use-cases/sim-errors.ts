import * as Schema from "effect/Schema";
import { ApiError } from "../../ports";
import { ForcedChange } from "../settings-dependencies";
import { SimSettings } from "../sim-settings";
import { SimActionKinds } from "../sim-actions";
import { SimCallKind, simErrorMessageKey } from "../sim-errors";

/** The wanted settings break a dependency: the forced changes must be shown and accepted first. */
export class SimSettingsNeedConfirmation extends Schema.TaggedError<SimSettingsNeedConfirmation>()(
  "SimSettingsNeedConfirmation",
  { forced: Schema.Array(ForcedChange), resolved: SimSettings },
) {}

/** Refused before any call: the action is not offered, or its input (SIM ID, credential, number) is not valid. */
export class SimActionRefused extends Schema.TaggedError<SimActionRefused>()("SimActionRefused", {
  action: Schema.Literal(...SimActionKinds, "settings"),
  messageKey: Schema.String,
}) {}

/** A SIM call failed; messageKey is what to show (spec 02 §8), cause is kept for logs. */
export class SimCallFailed extends Schema.TaggedError<SimCallFailed>()("SimCallFailed", {
  action: SimCallKind,
  messageKey: Schema.String,
  cause: ApiError,
}) {}

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
