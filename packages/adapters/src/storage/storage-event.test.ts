import { StorageKeys } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { watchStorageKey, type StorageKeyChange } from "./storage-event";
import type { StorageEventLike, StorageEventListenerLike, StorageEventTargetLike } from "./web-storage-like";

/** A window-like target that records its listeners and dispatches storage events to them. */
const makeTarget = () => {
  const listeners = new Set<StorageEventListenerLike>();
  const target: StorageEventTargetLike = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const dispatch = (event: StorageEventLike) => listeners.forEach((listener) => listener(event));
  return { target, listeners, dispatch };
};

const key = StorageKeys.currentMobileProduct;

describe("watchStorageKey", () => {
  it("reports a change of the watched key with old and new value", () => {
    const { target, dispatch } = makeTarget();
    const seen: StorageKeyChange[] = [];
    watchStorageKey(target, key, (change) => seen.push(change));
    dispatch({ key, oldValue: "p1", newValue: "p2" });
    expect(seen).toEqual([{ key, oldValue: "p1", newValue: "p2", cleared: false }]);
  });

  it("ignores other keys and writes that leave the value as it was", () => {
    const { target, dispatch } = makeTarget();
    const seen: StorageKeyChange[] = [];
    watchStorageKey(target, key, (change) => seen.push(change));
    dispatch({ key: StorageKeys.cart, oldValue: "a", newValue: "b" });
    dispatch({ key, oldValue: "p1", newValue: "p1" });
    expect(seen).toEqual([]);
  });

  it("reports removal and a cleared store", () => {
    const { target, dispatch } = makeTarget();
    const seen: StorageKeyChange[] = [];
    watchStorageKey(target, key, (change) => seen.push(change));
    dispatch({ key, oldValue: "p1", newValue: null });
    dispatch({ key: null, oldValue: null, newValue: null });
    expect(seen).toEqual([
      { key, oldValue: "p1", newValue: null, cleared: false },
      { key, oldValue: null, newValue: null, cleared: true },
    ]);
  });

  it("filters by store when an area is given", () => {
    const { target, dispatch } = makeTarget();
    const local = { name: "local" };
    const seen: StorageKeyChange[] = [];
    watchStorageKey(target, key, (change) => seen.push(change), { area: local });
    dispatch({ key, oldValue: "p1", newValue: "p2", storageArea: { name: "session" } });
    dispatch({ key, oldValue: "p1", newValue: "p3", storageArea: local });
    expect(seen.map((change) => change.newValue)).toEqual(["p3"]);
  });

  it("stops listening when unsubscribed, once", () => {
    const { target, listeners, dispatch } = makeTarget();
    const seen: StorageKeyChange[] = [];
    const stop = watchStorageKey(target, key, (change) => seen.push(change));
    expect(listeners.size).toBe(1);
    stop();
    stop();
    dispatch({ key, oldValue: "p1", newValue: "p2" });
    expect(listeners.size).toBe(0);
    expect(seen).toEqual([]);
  });
});
