import type { Message } from "@waea/domain/validation";
import type { Outcome } from "../../app/outcome";
import type { DialogText } from "../../dialogs/dialog-store";
import { failureText, type WebError } from "../../dialogs/error-text";

/** The fields of the SIM action forms a refusal can belong to. */
export type SimField = "credential" | "simId" | "number";

export interface SimFailure {
  /** The message beside the field it is about (the domain's key, "sim.reauth_failed"). */
  readonly field?: { readonly name: SimField; readonly message: Message };
  /** A refusal of the whole form (role="alert"). */
  readonly alert?: DialogText;
}

const FIELD_OF: ReadonlyArray<readonly [string, SimField]> = [
  ["sim.reauth_", "credential"],
  ["sim.sim_id_", "simId"],
  ["sim.phone_number_", "number"],
];

/**
 * Where a failed SIM action is said: a refused password or code (the 401 that keeps the session, error 1002) and
 * the domain's refusals of a field beside that field; anything else (the SIM swap error, 'error occurred. try again
 * later', an ended session) above the button.
 */
export const simFailure = (outcome: Outcome<unknown, WebError>): SimFailure => {
  if (outcome.ok) return {};
  if (!outcome.defect) {
    const error = outcome.error;
    const key =
      error._tag === "SimActionRefused" || error._tag === "SimCallFailed" ? error.messageKey : undefined;
    const field = FIELD_OF.find(([prefix]) => key?.startsWith(prefix) === true)?.[1];
    if (key !== undefined && field !== undefined) return { field: { name: field, message: { key } } };
  }
  const alert = failureText(outcome);
  return alert === undefined ? {} : { alert };
};

/** The messages of one field, for a TextField's `errors`. */
export const errorsOf = (failure: SimFailure, name: SimField): ReadonlyArray<Message> | undefined =>
  failure.field?.name === name ? [failure.field.message] : undefined;
