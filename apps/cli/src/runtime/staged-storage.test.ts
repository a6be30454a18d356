import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { makeMemoryStorage } from "@waea/domain/ports";
import { stagedStorage } from "./staged-storage";

const run = Effect.runSync;

describe("stagedStorage", () => {
  it("shows staged changes to its own reads and reaches the store only on commit", () => {
    const inner = makeMemoryStorage({ a: "1", b: "2" });
    const { storage, commit } = stagedStorage(inner);
    run(storage.remove("a"));
    run(storage.set("c", "3"));
    run(storage.set("b", "two"));
    expect(run(storage.get("a"))).toEqual(Option.none());
    expect(run(storage.get("b"))).toEqual(Option.some("two"));
    expect([...run(storage.keys())].sort()).toEqual(["b", "c"]);
    expect(run(inner.get("a"))).toEqual(Option.some("1"));
    expect(run(inner.get("c"))).toEqual(Option.none());
    run(commit);
    expect(run(inner.get("a"))).toEqual(Option.none());
    expect(run(inner.get("b"))).toEqual(Option.some("two"));
    expect(run(inner.get("c"))).toEqual(Option.some("3"));
  });

  it("changes nothing when it is never committed", () => {
    const inner = makeMemoryStorage({ a: "1" });
    const { storage } = stagedStorage(inner);
    run(storage.remove("a"));
    expect(run(inner.get("a"))).toEqual(Option.some("1"));
  });

  it("commits undoably: the undo puts back what the store held before, set and removed keys alike", () => {
    const inner = makeMemoryStorage({ a: "1", b: "2" });
    const { storage, commitUndoable } = stagedStorage(inner);
    run(storage.remove("a"));
    run(storage.set("b", "two"));
    run(storage.set("c", "3"));
    const undo = run(commitUndoable);
    expect([run(inner.get("a")), run(inner.get("b")), run(inner.get("c"))]).toEqual([
      Option.none(),
      Option.some("two"),
      Option.some("3"),
    ]);
    run(undo);
    expect([run(inner.get("a")), run(inner.get("b")), run(inner.get("c"))]).toEqual([
      Option.some("1"),
      Option.some("2"),
      Option.none(),
    ]);
  });
});
