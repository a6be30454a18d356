import type { Language } from "@waea/domain/config";
import type { AppState } from "../state/app-state";

/** The page reads in this language from now on: the state the shell renders and `<html lang>`, set together. */
export const showLanguage = (state: AppState, language: Language): void => {
  state.language.value = language;
  if (typeof document !== "undefined") document.documentElement.lang = language;
};
