import type { i18n } from "i18next";
import { StrictMode } from "react";
import { I18nextProvider } from "react-i18next";
import { Router, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { Shell } from "../shell/shell";
import type { AppState } from "../state/app-state";
import { AppContext } from "./app-context";

export interface AppProps {
  readonly state: AppState;
  readonly i18n: i18n;
  /** The browser's location by default; tests pass wouter's memoryLocation. */
  readonly location?: { readonly hook: BaseLocationHook; readonly searchHook: BaseSearchHook };
  /** The location a prerender renders at (src/prerender): the browser's hooks, read from these on the server. */
  readonly ssrPath?: string;
}

/** The portal: translations, the visitor state and the router around the shell. */
export const App = ({ state, i18n, location, ssrPath }: AppProps) => (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={state}>
        {location === undefined ? (
          <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: "" })}>
            <Shell />
          </Router>
        ) : (
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Shell />
          </Router>
        )}
      </AppContext.Provider>
    </I18nextProvider>
  </StrictMode>
);
