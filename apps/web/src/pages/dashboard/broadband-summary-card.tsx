import type * as Effect from "effect/Effect";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAppState } from "../../app/app-context";
import type { AppServices } from "../../app/services";
import { Card } from "../../components/card/card";
import { ErrorState } from "../../components/error-state/error-state";
import { useLoad } from "../../components/use-load";
import { DEFECT_TEXT, errorText, type WebError } from "../../dialogs/error-text";
import { BroadbandLinkList } from "./broadband-link-list";
import { BroadbandSkeleton } from "./broadband-skeleton";
import { broadbandLinks, type BroadbandKind } from "./broadband-links";
import styles from "./dashboard.module.css";
import { dashboardKey } from "./usage-keys";

/** The broadband summary card, in its loading and error states, around the figures of what was read. */
export const useBroadbandSummary = <A, E extends WebError>(
  load: () => Effect.Effect<A, E, AppServices>,
  key: string,
  figures: (value: A, reload: () => void) => ReactNode,
  kind: BroadbandKind,
) => {
  const { t } = useTranslation(["dashboard", "errors"]);
  const state = useAppState();
  const loaded = useLoad(load, key);
  const links = broadbandLinks(kind, state.visitor.value, state.settings);
  const current = loaded.state;
  if (current.status === "loading") return <BroadbandSkeleton kind={kind} />;
  if (current.status === "crashed" || current.status === "failed") {
    const message = current.status === "failed" ? errorText(current.error) : DEFECT_TEXT;
    return (
      <ErrorState
        title={t("dashboard:error_title")}
        message={t(dashboardKey(message.key), message.params ?? {})}
        onRetry={loaded.reload}
      />
    );
  }
  return (
    <div className={styles.grid}>
      <Card
        className={styles.wide ?? ""}
        title={t(kind === "fwa" ? "dashboard:broadband_fwa_title" : "dashboard:broadband_ufb_title")}
        actions={<BroadbandLinkList links={links} />}
      >
        {figures(current.value, loaded.reload)}
      </Card>
    </div>
  );
};
