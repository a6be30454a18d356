import { parseQuery } from "@waea/domain/routing";
import { effect } from "@preact/signals-react";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { firstPageToLoad, openFirstLocation } from "./app/first-location";
import { start } from "./app/start";
import { preloadPage } from "./shell/pages";
import {
  firstLanguage,
  firstRender,
  mountApp,
  stillPrerenderedPage,
  type ServedPage,
} from "./app/first-render";
import { servedMarkup } from "./app/first-render-shell";
import { hasStoredSession, needsRuntimeFirst } from "./app/stored-hints";
import { aTaskLater, inTaskOfItsOwn, startStep } from "./app/start-steps";
import { webConfig } from "./env";
import { supportedLanguage } from "./i18n/supported-language";
import { createI18n, type I18n } from "./i18n/i18n";
import { servedTexts } from "./app/served-texts";
import { showLanguage } from "./i18n/show-language";
import { makeAppState } from "./state/app-state";
import { popupReservation } from "./social/popup-reservation";
import "./styles.css";

for (const problem of webConfig.problems) console.warn(`waea settings: ${problem}`);

const { settings } = webConfig;
const query = parseQuery(window.location.search);
const state = makeAppState(settings, popupReservation(webConfig), true);
// The first texts load in the language asked for in the URL, which is shown and remembered at once (first-location.ts),
// else in the one the server sent the page in (`<html lang>`, from the language cookie); a stored preference follows
// at boot (APP-03).
const language = supportedLanguage(settings, query["language"]);
const servedLanguage = document.documentElement.lang;
const shown = firstLanguage(settings, query["language"], servedLanguage);
showLanguage(state, shown);
/** What the first render must know of the browser's storage (app/stored-hints.ts). */
type Stored = Pick<ServedPage, "runtimeFirst" | "sessionStored">;

/**
 * The runtime and the first page's chunk asked for. effect, the API layer and the session code come in the start
 * chunk (boot-effect, boot-live). With nothing stored for it to read the visitor is anonymous, so the page renders
 * first and the chunk loads when wanted (deferred-start.ts).
 */
const openFirst = (i18n: I18n, stored: Stored): void => {
  const startRuntime = () => {
    // The boot runs in a task of its own: run in the task that evaluated the chunk, both were one long task.
    // The start chunk's two files are evaluated a task apart (effect, then the session and API code): as one, their
    // evaluation was a task of up to 100 ms. Both load with the first (build/preload-lists.ts).
    const chunk = import("./app/boot-stage-effect").then(aTaskLater).then(() => import("./app/boot-live"));
    void start(
      state,
      chunk.then(({ bootLive }) => aTaskLater().then(() => bootLive(state, i18n, query["language"]))),
    );
    return chunk;
  };
  openFirstLocation({
    state,
    language,
    runtimeFirst: stored.runtimeFirst,
    startRuntime,
    // The first page's chunk downloads now, beside the first texts (and the start chunk), rather than once the shell
    // has rendered (firstPageToLoad).
    preloadFirstPage: () => {
      const location = window.location.pathname + window.location.search;
      const first = firstPageToLoad(state.visitor.value, settings, location, stored.sessionStored);
      if (first !== undefined) preloadPage(first, (texts) => void i18n.loadNamespaces(texts), state);
    },
  });
};

/** The app put on the page: at once, or once the runtime has restored what is stored. */
const mountFirst = (i18n: I18n, stored: Stored): void => {
  const root = document.getElementById("root");
  if (root === null) throw new Error("index.html has no #root");
  const app = <App state={state} i18n={i18n} />;
  // A public page comes prerendered (build/prerender.ts): hydrated when the app would render the same markup (an
  // anonymous visitor in the served language), otherwise rendered over it.
  const renderOrHydrate = (hydrate: boolean): void =>
    mountApp(root, app, hydrate, { hydrateRoot, createRoot, startTransition });
  // A prerendered page is hydrated once the texts it was rendered with are in (app/served-texts.ts), so no part of
  // it suspends and renders again on the client.
  const mount = (hydrate: boolean): void => {
    if (!hydrate) return renderOrHydrate(false);
    void i18n.loadNamespaces(servedTexts(document)).then(() => renderOrHydrate(true));
  };
  const served = servedMarkup(root);
  const plan = firstRender({
    prerendered: served === "page",
    appShell: served === "app-shell",
    servedLanguage,
    language: shown,
    ...stored,
  });
  if (plan !== "after-start") return mount(plan === "hydrate");
  // The prerendered page stays on screen while the runtime reads the stored preference; the app shell, while it
  // restores the stored session (never hydrated: the app renders over it).
  let mounted = false;
  const stop = effect(() => {
    const runtime = state.runtime.value;
    if (mounted || runtime === undefined || (runtime !== "failed" && !state.ready.value)) return;
    mounted = true;
    queueMicrotask(() => stop());
    mount(served === "page" && stillPrerenderedPage(state, servedLanguage));
  });
};

// The start goes on in a task of its own: with react-dom's evaluation and the storage's first read it was one task of
// about 35 ms on the signed-in dashboard; its steps follow as the stored hints decide (app/start-steps.ts).
inTaskOfItsOwn(() => {
  const stored: Stored = {
    runtimeFirst: needsRuntimeFirst(() => window.localStorage),
    sessionStored: hasStoredSession(() => window.localStorage),
  };
  const step = startStep(stored.runtimeFirst);
  step(() => {
    const i18n = createI18n(settings, shown);
    step(() => openFirst(i18n, stored));
    step(() => mountFirst(i18n, stored));
  });
});
