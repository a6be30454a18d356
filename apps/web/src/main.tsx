import { parseQuery } from "@waea/domain/routing";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { start } from "./app/start";
import { webConfig } from "./env";
import { supportedLanguage } from "./i18n/supported-language";
import { createI18n } from "./i18n/i18n";
import { makeAppState } from "./state/app-state";
import "./styles.css";

for (const problem of webConfig.problems) console.warn(`waea settings: ${problem}`);

const { settings } = webConfig;
const query = parseQuery(window.location.search);
const state = makeAppState(settings);
// The first texts load in the language asked for in the URL; the stored preference follows at boot (APP-03).
const i18n = createI18n(settings, supportedLanguage(settings, query["language"]) ?? settings.defaultLanguage);

// effect, the API layer and the session code come in a chunk of their own, next to the page's chunk.
void start(
  state,
  import("./app/boot-live").then(({ bootLive }) => bootLive(state, i18n, query["language"])),
);

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root");
createRoot(root).render(<App state={state} i18n={i18n} />);
