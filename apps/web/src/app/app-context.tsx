import { createContext, use, useContext, type Usable } from "react";
import type { AppState } from "../state/app-state";
import type { AppRuntime } from "./runtime";

export const AppContext = createContext<AppState | undefined>(undefined);

export const useAppState = (): AppState => {
  const state = useContext(AppContext);
  if (state === undefined) throw new Error("useAppState outside <App>");
  return state;
};

/**
 * The started app. A signed-in visitor's page renders only after the start (the session is restored by it), so for
 * them it is there at once; any other page suspends here until the runtime has loaded. A page that must be usable
 * before that (sign-in, sign-up, onboarding) uses useLaterRuntime instead. Every render calls use() with the one
 * promise of the start (React replays a suspended component expecting the same use() calls, and warns otherwise);
 * once the runtime is there the promise is marked fulfilled (React's thenable protocol, FulfilledReactPromise), so
 * use() returns it without suspending.
 */
export const useRuntime = (): AppRuntime => {
  const state = useAppState();
  const started = state.whenStarted();
  const runtime = state.runtime.value;
  const usable: Usable<AppRuntime> =
    typeof runtime === "object"
      ? Object.assign(started, { status: "fulfilled" as const, value: runtime })
      : started;
  return use(usable);
};

/** The started app, awaited when needed: for handlers of pages that render before the runtime has loaded. */
export const useLaterRuntime = (): (() => Promise<AppRuntime>) => useAppState().whenStarted;
