// The CLI's own texts (help, headers, prompts, messages) in both languages. Domain texts come from
// @waea/adapters/i18n at run time (output/translate.ts); this file stays light so `waea --help` starts fast.
import type { Language } from "@waea/domain/config";
import en from "./locales/en.json";
import miNZ from "./locales/mi-NZ.json";

export const cliCatalogs: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en,
  "mi-NZ": miNZ,
};

/** `cli.<key>` texts live here; every other key is a domain message key. */
export const CLI_PREFIX = "cli.";

export const isCliKey = (key: string): boolean => key.startsWith(CLI_PREFIX);

let current: Language = "en";

/** The language of the run (WAEA_LANG): set once at start, before the commands are built. */
export const useLanguage = (language: Language): void => {
  current = language;
};

export const currentLanguage = (): Language => current;

/** WAEA_LANG: mi-NZ (any case, also "mi") selects Māori; anything else English, the default and fallback. */
export const languageOf = (value: string | undefined): Language =>
  value !== undefined && /^mi(-nz)?$/i.test(value.trim()) ? "mi-NZ" : "en";

/** i18next-style `{{name}}` interpolation. */
export const fill = (template: string, params: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });

/** A CLI text in a language, falling back to English, then to the key itself so a missing text is visible. */
export const cliTextIn = (
  language: Language,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string =>
  fill(
    cliCatalogs[language][key.slice(CLI_PREFIX.length)] ??
      cliCatalogs.en[key.slice(CLI_PREFIX.length)] ??
      key,
    params,
  );

/** A CLI text in the run's language (help texts, option errors). */
export const cliText = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  cliTextIn(current, key, params);
