import { Namespaces, loadNamespace, type Catalog, type Namespace } from "@waea/adapters/i18n";
import { DEFAULT_LANGUAGE, type Language, type Settings } from "@waea/domain/config";
import { lookUp, type TFunction } from "./lookup";

/** A namespace of the shared resources; "web" holds the shell's and the pages' own texts. */
export const isNamespace = (value: string): value is Namespace =>
  (Namespaces as ReadonlyArray<string>).includes(value);

export type NamespaceLoader = (
  language: Language,
  namespace: Namespace,
) => Promise<Readonly<Record<string, string>>>;

/** The shell's texts and those every form shows, fetched side by side before the first page renders. */
const FIRST_NAMESPACES: ReadonlyArray<Namespace> = ["web", "routing", "validation", "errors"];
const DEFAULT_NAMESPACE = "web";

/**
 * The app's texts: the shared resources' catalogs (packages/adapters/src/i18n/locales), each namespace of each
 * language fetched once, when first used, as its own chunk. It does what the portal used of i18next and
 * react-i18next (their 17 KiB gzip were an eighth of every first page): keys "<namespace>:<key>" that may contain
 * dots, English the fallback of every text (APP-08), plural forms by `count`, `{{value}}` interpolation with the
 * `capitalise` format (lookup.ts), the language changed once the namespaces in use have loaded in it.
 */
export interface I18n {
  /** The language shown. */
  readonly language: Language;
  /** Always true: kept for the tests written against i18next. */
  readonly isInitialized: boolean;
  /** Loads namespaces in the language shown (and English, its fallback); resolves once all have settled. */
  readonly loadNamespaces: (namespaces: ReadonlyArray<string> | string) => Promise<void>;
  /** Whether a namespace has settled in the language shown (a catalog that failed to load shows its keys). */
  readonly hasLoadedNamespace: (namespace: string) => boolean;
  /** Shows another language once every namespace loaded so far has loaded in it. */
  readonly changeLanguage: (language: Language) => Promise<void>;
  /** t() of a namespace (keys of other namespaces by their "<namespace>:" prefix). */
  readonly getFixedT: (namespace?: string) => TFunction;
  readonly t: TFunction;
  /** Calls `listener` after each language change; returns the way to stop. */
  readonly subscribe: (listener: () => void) => () => void;
  /** i18next's event for the same ("languageChanged"), or "initialized" (never again: the instance starts so). */
  readonly on: (event: string, listener: () => void) => void;
}

/** @deprecated the i18next name of the same type, kept so `import type { i18n } from "i18next"` reads as before. */
export type i18n = I18n;

export const createI18n = (
  settings: Settings,
  language: Language,
  load: NamespaceLoader = loadNamespace,
): I18n => {
  const catalogs = new Map<string, Catalog>();
  const pending = new Map<string, Promise<void>>();
  const listeners = new Set<() => void>();
  let shown = language;
  const slot = (lng: string, ns: string) => `${lng}|${ns}`;
  const loadOne = (lng: Language, ns: string): Promise<void> => {
    const key = slot(lng, ns);
    const known = pending.get(key);
    if (known !== undefined) return known;
    const started =
      settings.languages.includes(lng) && isNamespace(ns)
        ? load(lng, ns).then(
            (catalog) => {
              catalogs.set(key, catalog);
            },
            // A catalog that cannot be had settles empty: the page shows its keys rather than waiting forever.
            () => {
              catalogs.set(key, {});
            },
          )
        : Promise.resolve().then(() => {
            catalogs.set(key, {});
          });
    pending.set(key, started);
    return started;
  };
  const chain = (lng: Language): ReadonlyArray<Language> =>
    lng === DEFAULT_LANGUAGE ? [lng] : [lng, DEFAULT_LANGUAGE];
  const loadIn = (lng: Language, namespaces: ReadonlyArray<string>): Promise<void> => {
    const loads = chain(lng).flatMap((code) => namespaces.map((ns) => loadOne(code, ns)));
    // Ready once the language's own catalogs are in (English, the fallback, may still be on its way).
    return Promise.all(loads.slice(0, namespaces.length)).then(() => undefined);
  };
  const fixed = new Map<string, TFunction>();
  const getFixedT = (namespace: string = DEFAULT_NAMESPACE): TFunction => {
    const key = slot(shown, namespace);
    const known = fixed.get(key);
    if (known !== undefined) return known;
    const languages = chain(shown);
    const t: TFunction = (fullKey, options) =>
      lookUp((lng, ns) => catalogs.get(slot(lng, ns)), languages, namespace, fullKey, options);
    fixed.set(key, t);
    return t;
  };
  const instance: I18n = {
    get language() {
      return shown;
    },
    isInitialized: true,
    loadNamespaces: (namespaces) => loadIn(shown, typeof namespaces === "string" ? [namespaces] : namespaces),
    hasLoadedNamespace: (namespace) => catalogs.has(slot(shown, namespace)),
    changeLanguage: async (next) => {
      if (next === shown) return;
      const used = [
        ...new Set(
          [...catalogs.keys()]
            .filter((key) => key.startsWith(`${shown}|`))
            .map((key) => key.slice(key.indexOf("|") + 1)),
        ),
      ];
      await loadIn(next, used);
      shown = next;
      for (const listener of [...listeners]) listener();
    },
    getFixedT,
    get t() {
      return getFixedT();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    on: (event, listener) => {
      if (event === "languageChanged") listeners.add(listener);
    },
  };
  void loadIn(shown, FIRST_NAMESPACES);
  return instance;
};
