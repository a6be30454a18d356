import { PLANS_UNLOCK_STORAGE_KEY } from "@waea/domain/plans";
import { StorageKeys } from "@waea/domain/ports";

/** What the first render needs to know of the browser's storage, read without the runtime. */
export type StorageReader = Pick<Storage, "getItem">;

/** The keys whose values only the runtime can interpret: a session to restore and the stored preferences. */
const RUNTIME_KEYS: ReadonlyArray<string> = [
  StorageKeys.auth,
  StorageKeys.refreshToken,
  StorageKeys.preferences,
  // the plan list unlocked on this device: the plans page's guard must know it (PLAN-07)
  PLANS_UNLOCK_STORAGE_KEY,
];

/**
 * Whether the first page must wait for the runtime: something is stored that decides who the visitor is (a session)
 * or how the page reads (the remembered language). Otherwise the visitor is anonymous in the default language and
 * the page renders at once, the runtime loading after it. Unreadable storage counts as empty, as the adapter does.
 */
export const needsRuntimeFirst = (read: () => StorageReader): boolean => {
  try {
    const storage = read();
    return RUNTIME_KEYS.some((key) => (storage.getItem(key) ?? "") !== "");
  } catch {
    return false;
  }
};
