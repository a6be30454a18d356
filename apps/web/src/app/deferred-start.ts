import { effect } from "@preact/signals-react";
import type { AppState } from "../state/app-state";

/** How long an untouched page waits before the runtime loads anyway (page views, the storage listener). */
export const UNTOUCHED_START_MILLIS = 5_000;

/** The first signs of a visitor about to act: the runtime starts loading while they type or click. */
export const INTERACTION_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

export interface DeferredStartHost {
  readonly addEventListener: (
    type: string,
    listener: () => void,
    options: { readonly passive: true },
  ) => void;
  readonly removeEventListener: (type: string, listener: () => void) => void;
  /** Runs the task later: after the delay, when the browser is idle. */
  readonly later: (task: () => void, delayMillis: number) => void;
}

export const browserHost = (): DeferredStartHost => ({
  addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
  removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  later: (task, delayMillis) =>
    window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(task, { timeout: 1_000 });
      else task();
    }, delayMillis),
});

/**
 * An anonymous visitor's page renders without the runtime (effect, the API layer, the session code). It loads, once,
 * at the first of: something asks for it (a page or a handler awaiting whenStarted), the visitor's first pointer,
 * key or focus after the page is shown, or UNTOUCHED_START_MILLIS after the page is shown when idle. So reading the
 * page never waits for it, and a form has it by the time it is submitted.
 */
export const startWhenWanted = (
  state: AppState,
  startRuntime: () => void,
  host: DeferredStartHost = browserHost(),
): void => {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) host.removeEventListener(type, begin);
    startRuntime();
  };
  let armed = false;
  const stop = effect(() => {
    if (state.runtimeWanted.value) return begin();
    if (!state.pageShown.value || armed) return;
    armed = true;
    for (const type of INTERACTION_EVENTS) host.addEventListener(type, begin, { passive: true });
    host.later(begin, UNTOUCHED_START_MILLIS);
  });
  if (started) stop();
};
