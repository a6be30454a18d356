// The CLI's one i18next. Its own texts (the `cli` namespace) are there from the start, so `waea --help` is
// translated without loading anything else; the shared resources of @waea/adapters/i18n are added when a command
// first says something of the domain's (output/translate.ts). Interpolation and plural forms are i18next's.
import type { Language } from "@waea/domain/config";
import i18next, { type i18n } from "i18next";
import en from "./locales/en.json";
import miNZ from "./locales/mi-NZ.json";

export type CliCatalog = Readonly<Record<string, string>>;

export const CLI_NAMESPACE = "cli";

export const cliCatalogs: Readonly<Record<Language, CliCatalog>> = { en, "mi-NZ": miNZ };

let instance: i18n | undefined;

/** The i18next instance, built on first use: keys may hold dots and namespaces are passed apart. */
export const cliI18n = (): i18n => {
  if (instance !== undefined) return instance;
  const made = i18next.createInstance();
  void made.init({
    resources: { en: { [CLI_NAMESPACE]: en }, "mi-NZ": { [CLI_NAMESPACE]: miNZ } },
    lng: "en",
    // Spec 01 §9: English is the fallback of every text.
    fallbackLng: "en",
    ns: [CLI_NAMESPACE],
    defaultNS: CLI_NAMESPACE,
    load: "currentOnly",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    // The resources are in memory: init is synchronous, so help texts can be read as the commands are built.
    initAsync: false,
  });
  instance = made;
  return made;
};

/** Adds catalogs by language and namespace to the CLI's i18next, each once. */
export const addNamespaces = (
  bundles: Readonly<Record<Language, Readonly<Record<string, CliCatalog>>>>,
): void => {
  const target = cliI18n();
  for (const [language, namespaces] of Object.entries(bundles))
    for (const [namespace, catalog] of Object.entries(namespaces))
      if (!target.hasResourceBundle(language, namespace))
        target.addResourceBundle(language, namespace, catalog);
};

/** A text of a namespace in a language: English when the language has none, else `fallback` (so it shows). */
export const textOf = (
  language: Language,
  namespace: string,
  key: string,
  fallback: string,
  params?: Readonly<Record<string, string | number>>,
): string => cliI18n().t(key, { ...params, lng: language, ns: namespace, defaultValue: fallback });
