import { Namespaces, addTextFormatters, loadNamespace, type Namespace } from "@waea/adapters/i18n";
import { DEFAULT_LANGUAGE, type Language, type Settings } from "@waea/domain/config";
import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";

/** A namespace of the shared resources; "web" holds the shell's and the pages' own texts. */
export const isNamespace = (value: string): value is Namespace =>
  (Namespaces as ReadonlyArray<string>).includes(value);

export type NamespaceLoader = (
  language: Language,
  namespace: Namespace,
) => Promise<Readonly<Record<string, string>>>;

/** An i18next backend over a namespace loader: each namespace of each language is fetched once, when first used. */
const lazyBackend = (languages: ReadonlyArray<Language>, load: NamespaceLoader): BackendModule => ({
  type: "backend",
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const known = languages.find((item) => item === language);
    if (known === undefined || !isNamespace(namespace)) {
      callback(new Error(`no translations for ${language}/${namespace}`), false);
      return;
    }
    load(known, namespace).then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
});

/**
 * The app's i18next: keys are "<namespace>:<key>" and may contain dots (keySeparator false), English is the
 * default and the fallback (APP-08), and namespaces load lazily, one chunk each. One instance per app, so tests
 * do not share state.
 */
export const createI18n = (
  settings: Settings,
  language: Language,
  load: NamespaceLoader = loadNamespace,
): i18n => {
  const instance = i18next.createInstance();
  void instance
    .use(lazyBackend(settings.languages, load))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...settings.languages],
      load: "currentOnly",
      // The shell's texts and those every form shows, fetched side by side before the first page renders.
      ns: ["web", "routing", "validation", "errors"],
      defaultNS: "web",
      fallbackNS: false,
      keySeparator: false,
      nsSeparator: ":",
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    });
  addTextFormatters(instance);
  return instance;
};
