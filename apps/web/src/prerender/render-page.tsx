import type { Language } from "@waea/domain/config";
import { prerenderToNodeStream } from "react-dom/static";
import { App } from "../app/app";
import type { SettingsProfile } from "../config/served-settings";
import { webConfig, webConfigFor } from "../env";
import { Namespaces } from "@waea/adapters/i18n";
import { servedTextsMeta } from "../app/served-texts";
import { createI18n } from "../i18n/i18n";
import { showLanguage } from "../i18n/show-language";
import { makeAppState } from "../state/app-state";

export { NOT_FOUND_PAGE, PUBLIC_PAGES } from "./public-pages";
// The build's plugin (build/prerender.ts) loads in Node without the workspace's TypeScript: it takes the meta from here.
export { withSettingsMeta } from "../config/served-settings";
export type { PrerenderedIndex, PublicPage } from "./public-pages";

export const buildSettings = webConfig.settings;

const text = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
};

/**
 * The HTML of the app at a location, as an anonymous visitor in a language first sees it (no runtime, no stored
 * session), with the settings of a profile (the production build's own, or the non-production ones the server
 * serves with `--non-production`): React 19's prerender waits for every lazy page chunk and every i18n namespace the tree asks for, so
 * the markup is the finished page, and main.tsx hydrates it with the same state.
 */
export const renderPage = async (
  path: string,
  language: Language,
  profile: SettingsProfile = "production",
): Promise<string> => {
  const settings = profile === "production" ? webConfig.settings : webConfigFor(profile).settings;
  const state = makeAppState(settings);
  showLanguage(state, language);
  state.startAnonymous();
  const i18n = createI18n(settings, language);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<App state={state} i18n={i18n} ssrPath={path} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await text(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${path} (${language}) failed`);
  // The namespaces the page was rendered with: main.tsx hydrates once they are in (app/served-texts.ts).
  return `${html}${servedTextsMeta(Namespaces.filter((namespace) => i18n.hasLoadedNamespace(namespace)))}`;
};
