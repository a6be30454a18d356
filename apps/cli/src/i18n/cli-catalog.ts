// The CLI's own texts (help, headers, prompts, messages) in both languages, and the language of the run. Domain
// texts come from @waea/adapters/i18n at run time (output/translate.ts); this file stays light so `waea --help`
// starts fast: it loads i18next's small core and the CLI's two catalogs, nothing of the domain.
import type { Language } from "@waea/domain/config";
import { CLI_NAMESPACE, textOf } from "./cli-i18n";

export { cliCatalogs } from "./cli-i18n";

/** `cli.<key>` texts live here; every other key is a domain message key. */
export const CLI_PREFIX = `${CLI_NAMESPACE}.`;

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

/**
 * A CLI text in a language through i18next: `{{name}}` filled in, the plural form chosen by a `count` param, English
 * when the language has no text, then the key itself so a missing text is visible.
 */
export const cliTextIn = (
  language: Language,
  key: string,
  params?: Readonly<Record<string, string | number>>,
): string => textOf(language, CLI_NAMESPACE, key.slice(CLI_PREFIX.length), key, params);

/** A CLI text in the run's language (help texts, option errors). */
export const cliText = (key: string, params?: Readonly<Record<string, string | number>>): string =>
  cliTextIn(current, key, params);
