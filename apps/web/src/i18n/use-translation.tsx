import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { I18n } from "./i18n";
import type { TFunction } from "./lookup";

// The portal's own binding of its texts to React (i18n.ts). Components import it as "react-i18next", the path they
// were written with: vite.config.ts, vitest.config.ts and tsconfig.json resolve that name (and "i18next", for its
// types) here.

const I18nContext = createContext<I18n | undefined>(undefined);

/** The texts of the tree under it. */
export const I18nextProvider = ({
  i18n,
  children,
}: {
  readonly i18n: I18n;
  readonly children?: ReactNode;
}) => <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;

/** Outside any provider (a component rendered alone), as react-i18next did: each key shows as it is written. */
const showKey: TFunction = (key, options) => options?.defaultValue ?? key;
const KEYS_ONLY: I18n = {
  language: "en",
  isInitialized: true,
  loadNamespaces: () => Promise.resolve(),
  hasLoadedNamespace: () => true,
  changeLanguage: () => Promise.resolve(),
  getFixedT: () => showKey,
  t: showKey,
  subscribe: () => () => undefined,
  on: () => undefined,
};

const waiting = new WeakMap<I18n, Map<string, Promise<void>>>();

/** One promise per instance, language and namespaces, so a suspended render finds the same one when it retries. */
const loading = (i18n: I18n, namespaces: ReadonlyArray<string>): Promise<void> => {
  const byKey = waiting.get(i18n) ?? new Map<string, Promise<void>>();
  waiting.set(i18n, byKey);
  const key = `${i18n.language}|${namespaces.join(",")}`;
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const started = i18n.loadNamespaces(namespaces);
  byKey.set(key, started);
  return started;
};

/**
 * A component's t() over its namespaces (the first is its own: a key without a "<namespace>:" prefix is read there),
 * and the texts' instance. Suspends until the namespaces have loaded in the language shown (the page's Suspense
 * shows its loader meanwhile); renders again when the language changes.
 */
export const useTranslation = (
  namespaces?: string | ReadonlyArray<string>,
): { readonly t: TFunction; readonly i18n: I18n; readonly ready: true } => {
  const i18n = useContext(I18nContext) ?? KEYS_ONLY;
  // Renders again when the language changes (t() reads the language shown).
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const list =
    namespaces === undefined ? ["web"] : typeof namespaces === "string" ? [namespaces] : namespaces;
  if (!list.every((namespace) => i18n.hasLoadedNamespace(namespace))) throw loading(i18n, list);
  return { t: i18n.getFixedT(list[0]), i18n, ready: true };
};

export type { TFunction };
