import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { makeMemoryStorage, type StorageService } from "@waea/domain/ports";
import { memoStorage } from "./memo-storage";

const counting = (inner: StorageService) => {
  const reads: string[] = [];
  const storage: StorageService = {
    ...inner,
    get: (key) =>
      Effect.zipRight(
        Effect.sync(() => reads.push(key)),
        inner.get(key),
      ),
  };
  return { storage, reads };
};

describe("memoStorage", () => {
  it("reads each key once, and again after the run writes it", () => {
    const file = makeMemoryStorage({ a: "1" });
    const { storage, reads } = counting(file);
    const memo = memoStorage(storage);
    const get = (key: string) => Option.getOrUndefined(Effect.runSync(memo.get(key)));
    expect([get("a"), get("a"), get("b"), get("b")]).toEqual(["1", "1", undefined, undefined]);
    expect(reads).toEqual(["a", "b"]);
    Effect.runSync(memo.set("a", "2"));
    Effect.runSync(memo.remove("b"));
    expect([get("a"), get("a"), get("b")]).toEqual(["2", "2", undefined]);
    expect(reads).toEqual(["a", "b", "a", "b"]);
    expect(Option.getOrUndefined(Effect.runSync(file.get("a")))).toBe("2");
  });
});
