import { portingActionsFor, type PortingActionKind } from "./porting-actions";
import { PORTING_MAX_MS } from "./porting-progress";
import { portingRemedy, type PortingReason, type PortingRemedy } from "./porting-reason";
import type { PortingReply } from "./porting-requests";
import { PORTING_FORWARD_STEPS, portingPhase, type PortingPhase, type PortingState } from "./porting-state";

/** One step of the tracker: a state, whether it is done, the one it stands at, or still to come, and when reached. */
export interface PortingTrackStep {
  readonly state: PortingState;
  readonly status: "done" | "current" | "todo";
  /** Epoch ms the step was reached, when it was. */
  readonly reachedAt: number | undefined;
}

/** What is left, honestly: porting usually takes up to 3 hours from the request (spec 02 §4). */
export type PortingEstimate =
  { readonly kind: "by"; readonly atMillis: number } | { readonly kind: "late" } | { readonly kind: "none" };

export interface PortingTrack {
  readonly state: PortingState;
  readonly phase: PortingPhase;
  readonly steps: ReadonlyArray<PortingTrackStep>;
  /** The index of the current step (steps.length when the port is completed), as the Stepper takes it. */
  readonly current: number;
  readonly estimate: PortingEstimate;
  /** For a rejection or a failure: why, and the one thing to do. */
  readonly stopped: { readonly reason: PortingReason; readonly remedy: PortingRemedy } | undefined;
  readonly actions: ReadonlyArray<PortingActionKind>;
  readonly requestedAt: number | undefined;
  /** When the operator read the port (its own clock), if it said. */
  readonly checkedAt: number | undefined;
}

const millis = (iso: string | undefined): number | undefined => {
  if (iso === undefined) return undefined;
  const at = Date.parse(iso);
  return Number.isFinite(at) ? at : undefined;
};

const isCompleted = (state: PortingState): boolean =>
  state === "PORT_COMPLETED" || state === "SERVICE_ACTIVATION_COMPLETED";

/**
 * The port-in tracker (SIM-06) of a port as the operator returned it. The path is the forward one (requested to
 * completed); a port that ended off it (cancelled, rejected, activation failed) shows the steps it reached, then
 * that end as its current step. Each reached step carries its time; the estimate is the 3 hours from the request,
 * or "late" once the operator's own time (CheckedAt) has passed them.
 */
export const portingTrack = (reply: PortingReply): PortingTrack => {
  const state = reply.PortingState;
  const phase = portingPhase(state);
  const reached = new Map<PortingState, number>();
  for (const step of reply.Steps ?? []) {
    const at = millis(step.At);
    if (at !== undefined) reached.set(step.State, at);
  }
  const requestedAt = millis(reply.RequestedAt) ?? reached.get("PORT_REQUESTED");
  const forward = PORTING_FORWARD_STEPS.map((step) => step.state);
  const position = forward.indexOf(isCompleted(state) ? "PORT_COMPLETED" : state);
  const onPath = position >= 0;
  const lastReached = onPath
    ? position
    : forward.reduce((last, step, index) => (reached.has(step) ? index : last), 0);
  const path: PortingState[] = onPath ? forward : [...forward.slice(0, lastReached + 1), state];
  const current = isCompleted(state) ? path.length : onPath ? position : path.length - 1;
  const steps = path.map((step, index): PortingTrackStep => ({
    state: step,
    status: index < current ? "done" : index === current ? "current" : "todo",
    reachedAt: index <= current ? reached.get(step) : undefined,
  }));
  const checkedAt = millis(reply.CheckedAt);
  const due = requestedAt === undefined ? undefined : requestedAt + PORTING_MAX_MS;
  const estimate: PortingEstimate =
    phase !== "in_progress" || due === undefined
      ? { kind: "none" }
      : checkedAt !== undefined && checkedAt >= due
        ? { kind: "late" }
        : { kind: "by", atMillis: due };
  return {
    state,
    phase,
    steps,
    current,
    estimate,
    stopped: portingRemedy(state, reply.Reason),
    actions: portingActionsFor(state),
    requestedAt,
    checkedAt,
  };
};

/** A day after it ended, a completed port leaves the dashboard. */
const SHOWN_AFTER_END_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the dashboard shows the tracker: while the port is under way, when it stopped and needs the customer, and
 * for a day after it completed by the operator's clock (so the new number's arrival is seen); never for a cancelled port.
 */
export const isPortingTrackShown = (track: PortingTrack): boolean => {
  if (track.phase === "in_progress" || track.phase === "failed") return true;
  if (track.phase !== "completed") return false;
  const ended = track.steps.at(-1)?.reachedAt;
  return ended === undefined || track.checkedAt === undefined || track.checkedAt - ended < SHOWN_AFTER_END_MS;
};
