import type { PortingState } from "./porting-state";

/** What a customer can do about a port from the portal (spec 02 §7: retry, cancel and action calls). */
export type PortingActionKind = "retry" | "cancel" | "action";

/**
 * The customer actions the action call carries. The spec shows only "action" in the payload; decided: CONFIRM, the
 * customer's confirmation while the port waits between carriers, which moves it on to network provisioning.
 */
export const PortingCustomerActions = ["CONFIRM"] as const;
export type PortingCustomerAction = (typeof PortingCustomerActions)[number];

/**
 * Decided (the spec does not show transitions):
 * - cancel while the port has not reached network provisioning: once the number is being moved on the network it
 *   can no longer be stopped;
 * - retry after a rejection or a failed service activation: the request is sent again, usually with corrected
 *   transfer details;
 * - cancel also after a rejection: the customer withdraws a request the losing carrier will not let through (the
 *   remedy of porting-remedy.ts), so a new request may follow; a failed service activation cannot be cancelled,
 *   since the number has already left the losing carrier;
 * - action (CONFIRM) while the port waits between carriers.
 * Completed and canceled ports offer nothing; a new port is a new request.
 */
const ALLOWED: Readonly<Record<PortingActionKind, ReadonlyArray<PortingState>>> = {
  cancel: ["PORT_REQUESTED", "PORT_VALIDATED", "PORT_APPROVED", "INTRA_CARRIER_WAIT", "PORT_REJECTED"],
  retry: ["PORT_REJECTED", "SERVICE_ACTIVATION_FAILED"],
  action: ["INTRA_CARRIER_WAIT"],
};

export const canPortingAction = (state: PortingState, action: PortingActionKind): boolean =>
  ALLOWED[action].includes(state);

export const portingActionsFor = (state: PortingState): ReadonlyArray<PortingActionKind> =>
  (["retry", "cancel", "action"] as const).filter((action) => canPortingAction(state, action));

export const PORTING_REFUSAL_KEYS: Readonly<Record<PortingActionKind, string>> = {
  retry: "porting.cannot_retry",
  cancel: "porting.cannot_cancel",
  action: "porting.action_not_available",
};

/** A new port may be requested when there is none, or the last one ended (completed, canceled, failed). */
export const canRequestPorting = (state: PortingState | undefined): boolean =>
  state === undefined ||
  state === "PORT_COMPLETED" ||
  state === "SERVICE_ACTIVATION_COMPLETED" ||
  state === "PORT_CANCELED";
