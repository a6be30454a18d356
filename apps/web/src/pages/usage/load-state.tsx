import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../components/error-state/error-state";
import type { Load } from "../../components/use-load";
import { errorText, type WebError } from "../../dialogs/error-text";

/**
 * One part of a usage page in its four states: loading (its skeleton), failed (the spec's message, "We can't get
 * usage right now", and a retry), empty (what it means) and done. A crash is already in the error dialog: the part
 * shows nothing.
 */
export function LoadState<A, E extends WebError>({
  load,
  skeleton,
  isEmpty,
  empty,
  children,
}: {
  readonly load: Load<A, E>;
  readonly skeleton: ReactNode;
  readonly isEmpty: (value: A) => boolean;
  readonly empty: ReactNode;
  readonly children: (value: A) => ReactNode;
}) {
  const { t } = useTranslation(["usage", "web", "errors"]);
  const state = load.state;
  switch (state.status) {
    case "loading":
      return <>{skeleton}</>;
    case "crashed":
      return null;
    case "failed": {
      const text = errorText(state.error);
      return <ErrorState message={t(text.key, text.params ?? {})} onRetry={load.reload} />;
    }
    case "ready":
      return isEmpty(state.value) ? <>{empty}</> : <>{children(state.value)}</>;
  }
}
