import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { Storage, StorageKeys } from "@waea/domain/ports";
import { describe, expect, it } from "vitest";
import { PROBE_KEY, browserStorageLayer, isQuotaError, makeBrowserStorage } from "./browser-storage";
import { FakeWebStorage, quotaError } from "./fake-web-storage";

const run = Effect.runSync;

describe("browser storage over Web Storage", () => {
  it("reads, writes, removes and lists through the Web Storage object", () => {
    const web = new FakeWebStorage({}, { other: "x" });
    const store = makeBrowserStorage(web);
    run(store.set(StorageKeys.cart, "[1]"));
    expect(web.data.get(StorageKeys.cart)).toBe("[1]");
    expect(run(store.get(StorageKeys.cart))).toEqual(Option.some("[1]"));
    expect(run(store.get("missing"))).toEqual(Option.none());
    expect([...run(store.keys())].sort()).toEqual(["other", StorageKeys.cart].sort());
    run(store.remove(StorageKeys.cart));
    expect(web.data.has(StorageKeys.cart)).toBe(false);
    expect(store.fallback()).toBeUndefined();
  });

  it("leaves no probe key behind and accepts a getter", () => {
    const web = new FakeWebStorage();
    const store = makeBrowserStorage(() => web);
    expect(web.data.has(PROBE_KEY)).toBe(false);
    run(store.set("k", "v"));
    expect(web.data.get("k")).toBe("v");
  });

  it("sees values another tab wrote", () => {
    const web = new FakeWebStorage();
    const store = makeBrowserStorage(web);
    web.data.set(StorageKeys.currentMobileProduct, "p2");
    expect(run(store.get(StorageKeys.currentMobileProduct))).toEqual(Option.some("p2"));
  });
});

describe("browser storage when Web Storage is unavailable", () => {
  const unavailable = [
    ["missing", undefined],
    ["null", null],
    [
      "a getter that throws (storage blocked)",
      () => {
        throw new Error("SecurityError: The operation is insecure.");
      },
    ],
    ["a store that refuses every write (private mode)", new FakeWebStorage({ refuseWrites: quotaError })],
  ] as const;

  it.each(unavailable)("falls back to memory when %s, without throwing", (_name, source) => {
    const store = makeBrowserStorage(source);
    expect(store.fallback()).toBe("unavailable");
    run(store.set("k", "v"));
    expect(run(store.get("k"))).toEqual(Option.some("v"));
    expect(run(store.keys())).toEqual(["k"]);
    run(store.remove("k"));
    expect(run(store.get("k"))).toEqual(Option.none());
  });
});

describe("browser storage when Web Storage is full or fails later", () => {
  it("keeps a refused value in memory, drops the stale stored copy and reports the quota", () => {
    const web = new FakeWebStorage({ quota: 20 });
    const store = makeBrowserStorage(web);
    run(store.set("cart", "small"));
    run(store.set("cart", "x".repeat(50)));
    expect(run(store.get("cart"))).toEqual(Option.some("x".repeat(50)));
    expect(web.data.has("cart")).toBe(false);
    expect(store.fallback()).toBe("quota-exceeded");
    expect(run(store.keys())).toEqual(["cart"]);
  });

  it("keeps reading a store that is already full when it starts", () => {
    const web = new FakeWebStorage({ quota: 10 }, { [StorageKeys.auth]: "token1" });
    const store = makeBrowserStorage(web);
    expect(store.fallback()).toBeUndefined();
    expect(run(store.get(StorageKeys.auth))).toEqual(Option.some("token1"));
    run(store.set(StorageKeys.cart, "[1,2,3]"));
    expect(run(store.get(StorageKeys.cart))).toEqual(Option.some("[1,2,3]"));
    expect(store.fallback()).toBe("quota-exceeded");
  });

  it("moves a value back to Web Storage when a later write fits", () => {
    const web = new FakeWebStorage({ quota: 20 });
    const store = makeBrowserStorage(web);
    run(store.set("cart", "x".repeat(50)));
    run(store.set("cart", "small"));
    expect(web.data.get("cart")).toBe("small");
    expect(run(store.get("cart"))).toEqual(Option.some("small"));
    expect(store.fallback()).toBeUndefined();
  });

  it("forgets the fallback of a removed key", () => {
    const store = makeBrowserStorage(new FakeWebStorage({ quota: 20 }));
    run(store.set("key", "x".repeat(30)));
    run(store.remove("key"));
    expect(store.fallback()).toBeUndefined();
    expect(run(store.get("key"))).toEqual(Option.none());
  });

  it("reports other write failures as failed, and survives reads that throw", () => {
    const web = new FakeWebStorage();
    const store = makeBrowserStorage(web);
    run(store.set("a", "1"));
    web.options = { refuseWrites: () => new Error("boom"), refuseReads: true };
    run(store.set("b", "2"));
    expect(store.fallback()).toBe("failed");
    expect(run(store.get("a"))).toEqual(Option.none());
    expect(run(store.get("b"))).toEqual(Option.some("2"));
    expect(run(store.keys())).toEqual(["b"]);
  });

  it("behaves like a map under a long mixed sequence with a tight quota", () => {
    const web = new FakeWebStorage({ quota: 40 });
    const store = makeBrowserStorage(web);
    const model = new Map<string, string>();
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
    for (let step = 0; step < 500; step += 1) {
      const key = `k${next(4)}`;
      if (next(3) === 0) {
        run(store.remove(key));
        model.delete(key);
      } else {
        const value = "v".repeat(next(30));
        run(store.set(key, value));
        model.set(key, value);
      }
      for (const k of ["k0", "k1", "k2", "k3"])
        expect(run(store.get(k))).toEqual(Option.fromNullable(model.get(k)));
      expect([...run(store.keys())].sort()).toEqual([...model.keys()].sort());
    }
  });
});

describe("isQuotaError", () => {
  it("recognises quota errors by name or legacy code", () => {
    expect(isQuotaError(quotaError())).toBe(true);
    expect(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaError({ code: 1014 })).toBe(true);
    expect(isQuotaError(new Error("other"))).toBe(false);
    expect(isQuotaError("QuotaExceededError")).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});

describe("browserStorageLayer", () => {
  it("provides the Storage port", () => {
    const web = new FakeWebStorage();
    const program = Effect.flatMap(Storage, (storage) => storage.set(StorageKeys.cartId, "c1"));
    run(Effect.provide(program, browserStorageLayer(web)));
    expect(web.data.get(StorageKeys.cartId)).toBe("c1");
  });
});
