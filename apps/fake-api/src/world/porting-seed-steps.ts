import { PORTING_FORWARD_STEPS, PORTING_STEP_DURATIONS_MS, type PortingState } from "@waea/domain/porting";

/**
 * The steps a port seeded at `state` since `since` reached on the way, each entered when the one before it ran its
 * usual time: a seeded port looks as if it had been requested and moved on by itself.
 */
export const seededSteps = (
  state: PortingState,
  since: number,
): {
  readonly requestedAt: number;
  readonly steps: ReadonlyArray<{ readonly State: PortingState; readonly AtMillis: number }>;
} => {
  const forward = PORTING_FORWARD_STEPS.map((step) => step.state);
  const index = forward.indexOf(state);
  const before = index < 0 ? [] : forward.slice(0, index);
  const total = before.reduce((sum, step) => sum + (PORTING_STEP_DURATIONS_MS[step] ?? 0), 0);
  let at = since - total;
  const steps = before.map((step) => {
    const entered = { State: step, AtMillis: at };
    at += PORTING_STEP_DURATIONS_MS[step] ?? 0;
    return entered;
  });
  return { requestedAt: since - total, steps: [...steps, { State: state, AtMillis: since }] };
};
