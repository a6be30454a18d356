import { createContext, use, useContext } from "react";
import type { AppState } from "../state/app-state";
import type { AppRuntime } from "./runtime";

export const AppContext = createContext<AppState | undefined>(undefined);

export const useAppState = (): AppState => {
  const state = useContext(AppContext);
  if (state === undefined) throw new Error("useAppState outside <App>");
  return state;
};

/** The fields by which React's use() reads a settled promise without suspending (its thenable protocol). */
interface Settled {
  status?: string;
  value?: AppRuntime;
}

/**
 * The started app. A signed-in visitor's page renders only after the start (the session is restored by it), so for
 * them it is there at once; any other page suspends here until the runtime has loaded. A page that must be usable
 * before that (sign-in, sign-up, onboarding) uses useLaterRuntime instead. Every render calls use() with the one
 * promise of the start (React replays a suspended component expecting the same use() calls, and warns otherwise);
 * once the runtime is there the promise is marked settled, so use() returns it without suspending.
 */
export const useRuntime = (): AppRuntime => {
  const state = useAppState();
  const started: Promise<AppRuntime> & Settled = state.whenStarted();
  const runtime = state.runtime.value;
  if (typeof runtime === "object" && started.status !== "fulfilled") {
    started.status = "fulfilled";
    started.value = runtime;
  }
  return use(started);
};

/** The started app, awaited when needed: for handlers of pages that render before the runtime has loaded. */
export const useLaterRuntime = (): (() => Promise<AppRuntime>) => useAppState().whenStarted;
