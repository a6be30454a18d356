import * as Either from "effect/Either";
import { PORTING_REFUSAL_KEYS, canPortingAction } from "./porting-actions";
import type { PortingState } from "./porting-state";

/** Porting takes up to 3 hours (spec 01 §9). */
export const PORTING_MAX_MS = 3 * 60 * 60 * 1000;

const MINUTE = 60 * 1000;

/**
 * The simulated time each in-progress state lasts, 2.5 hours in all, inside the 3 hours of the spec: a quick
 * validation, approval by the losing carrier, the longest wait between carriers, then the network switch.
 */
export const PORTING_STEP_DURATIONS_MS: Readonly<Partial<Record<PortingState, number>>> = {
  PORT_REQUESTED: 10 * MINUTE,
  PORT_VALIDATED: 20 * MINUTE,
  PORT_APPROVED: 30 * MINUTE,
  INTRA_CARRIER_WAIT: 60 * MINUTE,
  NETWORK_PROVISIONING: 30 * MINUTE,
};

const NEXT: Readonly<Partial<Record<PortingState, PortingState>>> = {
  PORT_REQUESTED: "PORT_VALIDATED",
  PORT_VALIDATED: "PORT_APPROVED",
  PORT_APPROVED: "INTRA_CARRIER_WAIT",
  INTRA_CARRIER_WAIT: "NETWORK_PROVISIONING",
  NETWORK_PROVISIONING: "PORT_COMPLETED",
};

/** A port in the simulator: its state and when (epoch ms) it entered that state. */
export interface PortingProgress {
  readonly state: PortingState;
  readonly since: number;
}

/** Where a port that entered `state` is after `elapsedMs` with nothing else happening. Terminal states stay. */
export const nextState = (state: PortingState, elapsedMs: number): PortingState =>
  advancePorting({ state, since: 0 }, elapsedMs).state;

/**
 * The progress at `now`: every in-progress state whose time is up hands over to the next, keeping the time it was
 * entered, so advancing in two steps lands where advancing in one does.
 */
export const advancePorting = (progress: PortingProgress, now: number): PortingProgress =>
  portingStepsUntil(progress, now).at(-1) ?? progress;

/**
 * The states a port enters after `progress` up to `now`, each with the instant it was entered, in order (empty when
 * it has not moved): what a tracker shows as the time each step was reached.
 */
export const portingStepsUntil = (progress: PortingProgress, now: number): ReadonlyArray<PortingProgress> => {
  const entered: PortingProgress[] = [];
  let current = progress;
  for (;;) {
    const duration = PORTING_STEP_DURATIONS_MS[current.state];
    const next = NEXT[current.state];
    if (duration === undefined || next === undefined || now - current.since < duration) return entered;
    current = { state: next, since: current.since + duration };
    entered.push(current);
  }
};

/** When a port at `progress` next moves by itself (epoch ms); +Infinity when it waits for nothing but an event. */
export const nextPortingChangeAt = (progress: PortingProgress): number => {
  const duration = PORTING_STEP_DURATIONS_MS[progress.state];
  return duration === undefined || NEXT[progress.state] === undefined
    ? Number.POSITIVE_INFINITY
    : progress.since + duration;
};

/** What can happen to a port besides time: the customer's cancel, retry and confirmation, the operator's refusals. */
export type PortingEvent = "cancel" | "retry" | "confirm" | "reject" | "activation_failed";

const OPERATOR_EVENTS: Readonly<Record<"reject" | "activation_failed", ReadonlyArray<PortingState>>> = {
  reject: ["PORT_REQUESTED", "PORT_VALIDATED", "PORT_APPROVED"],
  activation_failed: ["NETWORK_PROVISIONING"],
};

const refusal = (event: PortingEvent): string =>
  event === "cancel" || event === "retry"
    ? PORTING_REFUSAL_KEYS[event]
    : event === "confirm"
      ? PORTING_REFUSAL_KEYS.action
      : "porting.event_not_applicable";

/**
 * The port after an event at `now` (time is applied first). Cancel, retry and confirm follow porting-actions; a
 * rejection comes from the losing carrier while the port is requested, validated or approved; a failed service
 * activation happens during network provisioning. A refused event gives its message key and changes nothing.
 */
export const applyPortingEvent = (
  progress: PortingProgress,
  event: PortingEvent,
  now: number,
): Either.Either<PortingProgress, string> => {
  const at = advancePorting(progress, now);
  const target: Readonly<Record<PortingEvent, PortingState>> = {
    cancel: "PORT_CANCELED",
    retry: "PORT_REQUESTED",
    confirm: "NETWORK_PROVISIONING",
    reject: "PORT_REJECTED",
    activation_failed: "SERVICE_ACTIVATION_FAILED",
  };
  const allowed =
    event === "reject" || event === "activation_failed"
      ? OPERATOR_EVENTS[event].includes(at.state)
      : canPortingAction(at.state, event === "confirm" ? "action" : event);
  return allowed ? Either.right({ state: target[event], since: now }) : Either.left(refusal(event));
};
