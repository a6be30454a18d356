import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { Storage, type StorageService } from "@waea/domain/ports";
import type { WebStorageLike, WebStorageSource } from "./web-storage-like";

/**
 * Why some values live only in memory: Web Storage is missing or refuses writes (private mode, blocked cookies),
 * it is full, or it failed some other way.
 */
export type BrowserStorageFallback = "unavailable" | "quota-exceeded" | "failed";

export interface BrowserStorage extends StorageService {
  /**
   * Undefined while every value is in Web Storage; otherwise why some (or, when "unavailable", all) values are kept
   * in memory only and will not survive a reload. Re-evaluated on every call: a later successful write of the same
   * key moves the value back to Web Storage.
   */
  readonly fallback: () => BrowserStorageFallback | undefined;
}

/** Written and removed once at start to find out whether the browser accepts writes (Safari private mode does not). */
export const PROBE_KEY = "waea.__probe__";

/** QuotaExceededError by name, or by the legacy codes of Chrome/Safari (22) and Firefox (1014). */
export const isQuotaError = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { readonly name?: unknown; readonly code?: unknown };
  return (
    name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014
  );
};

const attempt = <A>(run: () => A, otherwise: A): A => {
  try {
    return run();
  } catch {
    return otherwise;
  }
};

const resolve = (source: WebStorageSource): WebStorageLike | undefined => {
  const storage = attempt(() => (typeof source === "function" ? source() : source), undefined);
  if (storage === null || storage === undefined) return undefined;
  try {
    storage.setItem(PROBE_KEY, "1");
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch (error) {
    // A full store that still holds values stays in use for reading; one that refuses even the first byte does not.
    return isQuotaError(error) && attempt(() => storage.length, 0) > 0 ? storage : undefined;
  }
};

const webKeys = (storage: WebStorageLike): ReadonlyArray<string> =>
  attempt(() => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null) keys.push(key);
    }
    return keys;
  }, []);

/**
 * The Storage port over localStorage or sessionStorage. Never throws: when Web Storage is unavailable every value is
 * kept in memory; when a write is refused (quota, private mode) that value is kept in memory, the stale stored copy
 * is removed so other tabs do not read it, and `fallback()` says so.
 */
export const makeBrowserStorage = (source: WebStorageSource): BrowserStorage => {
  const web = resolve(source);
  const memory = new Map<string, string>();
  const failures = new Map<string, BrowserStorageFallback>();

  const write = (key: string, value: string): void => {
    if (web === undefined) return void memory.set(key, value);
    try {
      web.setItem(key, value);
      memory.delete(key);
      failures.delete(key);
    } catch (error) {
      memory.set(key, value);
      failures.set(key, isQuotaError(error) ? "quota-exceeded" : "failed");
      attempt(() => web.removeItem(key), undefined);
    }
  };

  const read = (key: string): string | null => {
    const kept = memory.get(key);
    if (kept !== undefined || web === undefined) return kept ?? null;
    return attempt(() => web.getItem(key), null);
  };

  return {
    get: (key) => Effect.sync(() => Option.fromNullable(read(key))),
    set: (key, value) => Effect.sync(() => write(key, value)),
    remove: (key) =>
      Effect.sync(() => {
        memory.delete(key);
        failures.delete(key);
        if (web !== undefined) attempt(() => web.removeItem(key), undefined);
      }),
    keys: () =>
      Effect.sync(() => [...new Set([...(web === undefined ? [] : webKeys(web)), ...memory.keys()])]),
    fallback: () => {
      if (web === undefined) return "unavailable";
      const reasons = [...failures.values()];
      return reasons.includes("quota-exceeded") ? "quota-exceeded" : reasons[0];
    },
  };
};

/** The Storage port over a Web Storage object (`() => window.localStorage` or `() => window.sessionStorage`). */
export const browserStorageLayer = (source: WebStorageSource): Layer.Layer<Storage> =>
  Layer.sync(Storage, () => makeBrowserStorage(source));
