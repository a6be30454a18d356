import { evaluateRoute, parseQuery } from "@waea/domain/routing";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { openFirstLocation } from "./app/first-location";
import { start } from "./app/start";
import { preloadPage } from "./shell/pages";
import { needsRuntimeFirst } from "./app/stored-hints";
import { webConfig } from "./env";
import { supportedLanguage } from "./i18n/supported-language";
import { createI18n } from "./i18n/i18n";
import { makeAppState } from "./state/app-state";
import "./styles.css";

for (const problem of webConfig.problems) console.warn(`waea settings: ${problem}`);

const { settings } = webConfig;
const query = parseQuery(window.location.search);
const state = makeAppState(settings);
// The first texts load in the language asked for in the URL, which is shown and remembered at once (first-location.ts);
// otherwise a stored preference follows at boot (APP-03).
const language = supportedLanguage(settings, query["language"]);
const i18n = createI18n(settings, language ?? settings.defaultLanguage);

// effect, the API layer and the session code come in a chunk of their own (boot-live). With nothing stored for it
// to read the visitor is anonymous, so the page renders first and the chunk loads when wanted (deferred-start.ts).
const startRuntime = () =>
  void start(
    state,
    import("./app/boot-live").then(({ bootLive }) => bootLive(state, i18n, query["language"])),
  );
openFirstLocation({
  state,
  language,
  runtimeFirst: needsRuntimeFirst(() => window.localStorage),
  startRuntime,
  // The first page's chunk downloads now, beside the first texts, rather than once the shell has rendered.
  preloadFirstPage: () => {
    const first = evaluateRoute(
      state.visitor.value,
      settings,
      window.location.pathname + window.location.search,
    );
    if (first._tag === "Allow") preloadPage(first.route.id);
  },
});

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root");
createRoot(root).render(<App state={state} i18n={i18n} />);
