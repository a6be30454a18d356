import { createContext, useContext } from "react";
import type { AppState } from "../state/app-state";
import type { AppRuntime } from "./runtime";

export const AppContext = createContext<AppState | undefined>(undefined);

export const useAppState = (): AppState => {
  const state = useContext(AppContext);
  if (state === undefined) throw new Error("useAppState outside <App>");
  return state;
};

/** The started app. Pages render only after the start, so for them it is always there. */
export const useRuntime = (): AppRuntime => {
  const runtime = useAppState().runtime.value;
  if (runtime === undefined || runtime === "failed") throw new Error("useRuntime before the app started");
  return runtime;
};
