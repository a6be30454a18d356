// Browser-safe storage adapters. The CLI's file store imports node:fs and lives at `@waea/adapters/storage/file`,
// so a browser bundle that imports this entry never pulls it in.
export { PROBE_KEY, browserStorageLayer, isQuotaError, makeBrowserStorage } from "./browser-storage";
export type { BrowserStorage, BrowserStorageFallback } from "./browser-storage";
export { makeMemoryStorage, memoryStorageLayer } from "./memory-storage";
export { watchStorageKey } from "./storage-event";
export type { StorageKeyChange, WatchStorageKeyOptions } from "./storage-event";
export type {
  StorageEventLike,
  StorageEventListenerLike,
  StorageEventTargetLike,
  WebStorageLike,
  WebStorageSource,
} from "./web-storage-like";
