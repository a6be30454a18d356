import type { AppState } from "../state/app-state";
import type { AppRuntime } from "./runtime";

/** Publishes the started runtime to the shell, or that the start failed (the shell then says so). */
export const start = (state: AppState, starting: Promise<AppRuntime>): Promise<void> =>
  starting.then(
    (runtime) => state.publishRuntime(runtime),
    (error: unknown) => {
      console.error("waea: the app could not start", error);
      state.publishRuntime("failed");
    },
  );
