import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Load } from "../../components/use-load";
import { errorText, type WebError } from "../../dialogs/error-text";
import { Loader } from "../../shell/loader";

/**
 * One section of a usage page in its four states: loading, failed (the spec's message and a retry), empty (what it
 * means) and done. A crash is already in the error dialog: the section shows nothing.
 */
export function LoadState<A, E extends WebError>({
  load,
  isEmpty,
  empty,
  children,
}: {
  readonly load: Load<A, E>;
  readonly isEmpty: (value: A) => boolean;
  readonly empty: ReactNode;
  readonly children: (value: A) => ReactNode;
}) {
  const { t } = useTranslation(["usage", "web", "errors"]);
  const state = load.state;
  switch (state.status) {
    case "loading":
      return <Loader />;
    case "crashed":
      return null;
    case "failed": {
      const text = errorText(state.error);
      return (
        <div className="usage-error" role="alert">
          <p>{t(text.key, text.params ?? {})}</p>
          <button type="button" className="button button-secondary" onClick={load.reload}>
            {t("usage:retry")}
          </button>
        </div>
      );
    }
    case "ready":
      return isEmpty(state.value) ? <>{empty}</> : <>{children(state.value)}</>;
  }
}
