import type { i18n } from "i18next";
import { webConfig } from "../env";
import { resetSession } from "../session/session-actions";
import { liveSocialSignIn } from "../social/lazy-social";
import type { AppState } from "../state/app-state";
import { boot } from "./boot";
import { makeLiveLayer } from "./live-layer";
import { browserHost, makeYieldingScheduler } from "./yielding-scheduler";
import type { AppRuntime } from "./runtime";

/** The production start, loaded as its own chunk by main.tsx once the first page is on screen. */
export const bootLive = (state: AppState, i18n: i18n, language: string | undefined): Promise<AppRuntime> =>
  boot({
    state,
    i18n,
    language,
    layer: makeLiveLayer(webConfig, { onLogout: () => resetSession(state) }),
    // The effects run in short tasks, so the page answers input while the session is restored and pages read.
    scheduler: makeYieldingScheduler(browserHost()),
    social: liveSocialSignIn(webConfig, () => i18n.language),
  });
