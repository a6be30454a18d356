import * as Effect from "effect/Effect";
import type * as Option from "effect/Option";
import type { StorageService } from "@waea/domain/ports";

/**
 * The session file read once per key and run: the HTTP client reads the stored session before every request, and
 * `account check --all` makes thousands of them. Writes go through to the file first, then to the memo, so the file
 * always holds what the run last wrote. Another process's changes during a run are seen by the next run.
 */
export const memoStorage = (inner: StorageService): StorageService => {
  const memo = new Map<string, Option.Option<string>>();
  return {
    get: (key) => {
      const known = memo.get(key);
      if (known !== undefined) return Effect.succeed(known);
      return Effect.tap(inner.get(key), (value) => Effect.sync(() => void memo.set(key, value)));
    },
    set: (key, value) => Effect.tap(inner.set(key, value), () => Effect.sync(() => memo.delete(key))),
    remove: (key) => Effect.tap(inner.remove(key), () => Effect.sync(() => memo.delete(key))),
    keys: () => inner.keys(),
  };
};
