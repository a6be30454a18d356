import * as Context from "effect/Context";
import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";

/** Key-value storage of strings: browser local/session storage, memory, or the CLI's config file. */
export interface StorageService {
  readonly get: (key: string) => Effect.Effect<Option.Option<string>>;
  readonly set: (key: string, value: string) => Effect.Effect<void>;
  readonly remove: (key: string) => Effect.Effect<void>;
  readonly keys: () => Effect.Effect<ReadonlyArray<string>>;
}

export class Storage extends Context.Tag("waea/Storage")<Storage, StorageService>() {}

export const makeMemoryStorage = (initial: Readonly<Record<string, string>> = {}): StorageService => {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => Effect.sync(() => Option.fromNullable(data.get(key))),
    set: (key, value) => Effect.sync(() => void data.set(key, value)),
    remove: (key) => Effect.sync(() => void data.delete(key)),
    keys: () => Effect.sync(() => [...data.keys()]),
  };
};

export const memoryStorageLayer = (initial?: Readonly<Record<string, string>>): Layer.Layer<Storage> =>
  Layer.sync(Storage, () => makeMemoryStorage(initial));

export { StorageKeys, type StorageKey } from "./storage-keys";
