import { openThanksPage } from "@waea/domain/checkout";
import { isPlansListProtected, isPlansListVisible } from "@waea/domain/plans";
import { Analytics } from "@waea/domain/ports";
import { splitLocation } from "@waea/domain/routing";
import { logout } from "@waea/domain/session";
import * as Effect from "effect/Effect";
import type * as Scheduler from "effect/Scheduler";
import type { i18n } from "i18next";
import { maskLocation } from "../analytics/mask-location";
import { makeLanguageActions } from "../i18n/language-actions";
import { makeSessionActions, resetSession } from "../session/session-actions";
import type { SocialSignIn } from "../social/social-sign-in";
import type { AppState } from "../state/app-state";
import { runWith } from "./run";
import { listenForProductChange } from "./storage-reload";
import type { AppRuntime } from "./runtime";
import { makeServices, type AppLayer } from "./services";

export interface BootInput {
  readonly state: AppState;
  readonly i18n: i18n;
  readonly layer: AppLayer;
  readonly social: SocialSignIn;
  /** `?language=` of the first location. */
  readonly language: string | undefined;
  /** Reload on product changes in other tabs (APP-05); tests leave it off. */
  readonly listenToStorage?: boolean;
  /** How the effects are scheduled (the browser's start passes the yielding one); effect's own when omitted. */
  readonly scheduler?: Scheduler.Scheduler;
}

/** Starts the app: the runtime, then the silent login (AUTH-09), then the language of the session's user. */
export const boot = async (input: BootInput): Promise<AppRuntime> => {
  const { state } = input;
  const services = makeServices(input.layer, input.scheduler);
  const endSession = async (): Promise<void> => {
    await services.run(logout);
    resetSession(state);
  };
  const run = runWith(services, state.dialogs, endSession);
  const session = makeSessionActions(state, run, () => resetSession(state));
  const language = makeLanguageActions(state, input.i18n, run);
  if (input.listenToStorage !== false && typeof window !== "undefined") listenForProductChange(window);
  // The plan list unlocked on this device before (PLAN-07): known before any guard looks at the first page.
  if (isPlansListProtected(state.settings)) {
    const unlocked = await run(isPlansListVisible(state.settings), { report: false });
    if (unlocked.ok && unlocked.value) state.setFacts({ plansUnlocked: true });
  }
  // A purchase completed on this device (SHOP-06): the thanks page's guard must know it on a reload.
  const thanks = await run(openThanksPage, { report: false });
  if (thanks.ok && thanks.value._tag === "Show") state.setFacts({ hasCompletedPurchase: true });
  await session.restore();
  await language.restoreLanguage(input.language);
  return {
    services,
    run,
    session,
    language,
    social: input.social,
    trackPageView: (location) =>
      void run(
        Effect.flatMap(Analytics, (analytics) =>
          analytics.track({
            name: "page_view",
            params: {
              page_location: maskLocation(location),
              page_path: maskLocation(splitLocation(location).pathname),
            },
          }),
        ),
        { report: false },
      ),
  };
};
