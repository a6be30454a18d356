import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorText, type WebError } from "../../dialogs/error-text";
import { ErrorState } from "../error-state/error-state";
import type { Load } from "../use-load";

export interface LoadedProps<A, E extends WebError> {
  /** What useLoad gives: the state, and the reload the retry calls. */
  readonly load: Load<A, E>;
  /** Shown while loading: the same size as the loaded layout (no layout shift). */
  readonly skeleton: ReactNode;
  /** The page's part once the value is there. */
  readonly children: (value: A) => ReactNode;
}

/**
 * Data a page shows, in each of useLoad's states: the skeleton while loading, the load's own error (the spec's
 * message, errorText) with "Try again" when it failed, nothing when it crashed (the defect is already in the global
 * error dialog), and the page's part with the value once it is there.
 */
export const Loaded = <A, E extends WebError>({ load, skeleton, children }: LoadedProps<A, E>) => {
  const { t } = useTranslation(["errors", "web"]);
  const state = load.state;
  if (state.status === "loading") return skeleton;
  if (state.status === "crashed") return null;
  if (state.status === "failed") {
    const text = errorText(state.error);
    return <ErrorState message={t(text.key, text.params ?? {})} onRetry={load.reload} />;
  }
  return children(state.value);
};
