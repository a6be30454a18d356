import { parseQuery } from "@waea/domain/routing";
import { useEffect } from "react";
import { useSearch } from "wouter";
import { useAppState } from "../app/app-context";
import { supportedLanguage } from "../i18n/supported-language";

/**
 * APP-03 on every location: `header=hide` hides the header for the rest of the visit, `platform` sets the platform,
 * `language` switches the language (and remembers it) when the build offers it; other values change nothing.
 * Call it from a component that subscribes to signals (useSignals).
 */
export const useQuerySettings = (): void => {
  const state = useAppState();
  const search = useSearch();
  const runtime = state.runtime.value;
  useEffect(() => {
    const query = parseQuery(search);
    if (query["header"] === "hide") state.hideHeader();
    const platform = query["platform"]?.trim();
    if (platform !== undefined && platform !== "") state.setPlatform(platform);
    const language = supportedLanguage(state.settings, query["language"]);
    if (language !== undefined && language !== state.language.peek() && typeof runtime === "object")
      void runtime.language.setLanguage(language);
  }, [search, state, runtime]);
};
