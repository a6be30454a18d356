/**
 * The parts of the Web Storage API (localStorage, sessionStorage) and of the `storage` event this package uses, as
 * plain structural types: a browser's objects fit them, and tests pass small fakes (no DOM environment needed).
 */
export interface WebStorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where a browser store comes from. A getter is accepted because merely reading `window.localStorage` throws when
 * the browser blocks storage; `null` or `undefined` mean there is none (server side, tests).
 */
export type WebStorageSource = WebStorageLike | (() => WebStorageLike | null | undefined) | null | undefined;

/** What a `storage` event carries: `key` is null when another tab cleared the whole store. */
export interface StorageEventLike {
  readonly key: string | null;
  readonly oldValue: string | null;
  readonly newValue: string | null;
  readonly storageArea?: unknown;
}

export type StorageEventListenerLike = (event: StorageEventLike) => void;

/** `window`, or anything that dispatches `storage` events the same way. */
export interface StorageEventTargetLike {
  addEventListener(type: "storage", listener: StorageEventListenerLike): void;
  removeEventListener(type: "storage", listener: StorageEventListenerLike): void;
}
