import { languageCookie, type Language } from "@waea/domain/config";
import type { AppState } from "../state/app-state";

/**
 * The page reads in this language from now on: the state the shell renders and `<html lang>`, set together; the
 * language cookie follows, so the server sends the next page's prerendered HTML in it (build/prerender.ts).
 */
export const showLanguage = (state: AppState, language: Language): void => {
  state.language.value = language;
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.cookie = languageCookie(language);
};
