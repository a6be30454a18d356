import type { StorageEventLike, StorageEventTargetLike } from "./web-storage-like";

/** A key changed in another tab. `cleared` when that tab cleared the whole store (the old value is then unknown). */
export interface StorageKeyChange {
  readonly key: string;
  readonly oldValue: string | null;
  readonly newValue: string | null;
  readonly cleared: boolean;
}

export interface WatchStorageKeyOptions {
  /** Only events of this store (e.g. `window.localStorage`); events of any store otherwise. */
  readonly area?: unknown;
}

/**
 * Calls `onChange` when another tab changes `key` (APP-05 reloads the page when the current mobile product id
 * changes). Events for other keys, or that leave the value as it was, are ignored. Returns the unsubscribe function.
 */
export const watchStorageKey = (
  target: StorageEventTargetLike,
  key: string,
  onChange: (change: StorageKeyChange) => void,
  options: WatchStorageKeyOptions = {},
): (() => void) => {
  const listener = (event: StorageEventLike): void => {
    if ("area" in options && event.storageArea !== options.area) return;
    if (event.key === null) return onChange({ key, oldValue: null, newValue: null, cleared: true });
    if (event.key !== key || event.oldValue === event.newValue) return;
    onChange({ key, oldValue: event.oldValue, newValue: event.newValue, cleared: false });
  };
  target.addEventListener("storage", listener);
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    target.removeEventListener("storage", listener);
  };
};
