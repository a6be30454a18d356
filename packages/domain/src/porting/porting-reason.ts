import * as Schema from "effect/Schema";
import type { PortingActionKind } from "./porting-actions";
import type { PortingState } from "./porting-state";

/**
 * Why a port stopped (the spec shows none; decided from how New Zealand ports fail): the losing carrier's refusals
 * of a request, and our network failing to switch the service on after the number moved.
 */
export const PortingReasons = [
  "ACCOUNT_DETAILS_MISMATCH",
  "NUMBER_LOCKED",
  "NUMBER_NOT_TRANSFERABLE",
  "ACTIVATION_FAILED",
] as const;
export const PortingReason = Schema.Literal(...PortingReasons);
export type PortingReason = typeof PortingReason.Type;

/**
 * The one thing the customer can do about a stopped port: correct the account number and send it again, ask the
 * losing carrier to lift its hold (then send it again), withdraw a request that cannot go through, or simply send
 * it again.
 */
export type PortingRemedy = "fix_and_retry" | "contact_carrier" | "cancel" | "retry";

const REMEDIES: Readonly<Record<PortingReason, PortingRemedy>> = {
  ACCOUNT_DETAILS_MISMATCH: "fix_and_retry",
  NUMBER_LOCKED: "contact_carrier",
  NUMBER_NOT_TRANSFERABLE: "cancel",
  ACTIVATION_FAILED: "retry",
};

/** The call each remedy ends with (porting-actions decides whether the state allows it). */
export const REMEDY_ACTION: Readonly<Record<PortingRemedy, PortingActionKind>> = {
  fix_and_retry: "retry",
  contact_carrier: "retry",
  cancel: "cancel",
  retry: "retry",
};

/**
 * What a stopped port says and what to do: only a rejected or failed port has a remedy. A port stopped without a
 * known reason is read by its state: a rejection as the details not matching (the usual cause), a failed
 * activation as one to send again.
 */
export const portingRemedy = (
  state: PortingState,
  reason: PortingReason | undefined,
): { readonly reason: PortingReason; readonly remedy: PortingRemedy } | undefined => {
  if (state === "SERVICE_ACTIVATION_FAILED") return { reason: "ACTIVATION_FAILED", remedy: "retry" };
  if (state !== "PORT_REJECTED") return undefined;
  const known = reason === undefined || reason === "ACTIVATION_FAILED" ? "ACCOUNT_DETAILS_MISMATCH" : reason;
  return { reason: known, remedy: REMEDIES[known] };
};

/** Message keys: the reason in plain words and the remedy's instruction, both with {{carrier}}. */
export const portingReasonKey = (reason: PortingReason): string => `porting.reason_${reason.toLowerCase()}`;
export const portingRemedyKey = (remedy: PortingRemedy): string => `porting.remedy_${remedy}`;
