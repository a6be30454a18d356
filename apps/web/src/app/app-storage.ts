import { Storage, makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import * as Layer from "effect/Layer";

/**
 * The Storage port of the web app. For now the domain's memory store: a session does not survive a reload.
 * SWAP POINT: when packages/adapters/src/storage lands, return its browser (localStorage) store here; nothing else
 * in the app changes. The storage event listener (APP-05) already listens to the browser's localStorage.
 */
export const makeAppStorage = (): StorageService => makeMemoryStorage();

export const appStorageLayer = (storage: StorageService = makeAppStorage()): Layer.Layer<Storage> =>
  Layer.succeed(Storage, storage);
