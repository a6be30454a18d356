import { DeviceKeys, StorageKeys } from "@waea/domain/ports/keys";

/** What the first render needs to know of the browser's storage, read without the runtime. */
export type StorageReader = Pick<Storage, "getItem">;

/** The keys of a session to restore. */
const SESSION_KEYS: ReadonlyArray<string> = [StorageKeys.auth, StorageKeys.refreshToken];

/** The keys whose values only the runtime can interpret: a session to restore and the stored preferences. */
const RUNTIME_KEYS: ReadonlyArray<string> = [
  ...SESSION_KEYS,
  StorageKeys.preferences,
  // the plan list unlocked on this device: the plans page's guard must know it (PLAN-07)
  DeviceKeys.plansUnlocked,
  // a completed purchase: the thanks page's guard must know it (SHOP-06)
  StorageKeys.purchasedSummary,
];

const anyStored = (read: () => StorageReader, keys: ReadonlyArray<string>): boolean => {
  try {
    const storage = read();
    return keys.some((key) => (storage.getItem(key) ?? "") !== "");
  } catch {
    return false;
  }
};

/**
 * Whether the first page must wait for the runtime: something is stored that decides who the visitor is (a session)
 * or how the page reads (the remembered language). Otherwise the visitor is anonymous in the default language and
 * the page renders at once, the runtime loading after it. Unreadable storage counts as empty, as the adapter does.
 */
export const needsRuntimeFirst = (read: () => StorageReader): boolean => anyStored(read, RUNTIME_KEYS);

/** A session is stored: the visitor may be signed in, so a page prerendered for anonymous visitors may not apply. */
export const hasStoredSession = (read: () => StorageReader): boolean => anyStored(read, SESSION_KEYS);
