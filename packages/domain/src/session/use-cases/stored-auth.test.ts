import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { Storage, StorageKeys, makeMemoryStorage } from "../../ports";
import { LOGOUT_CLEARS } from "../logout";
import { logout } from "./logout";
import { readRefreshToken, readStoredAuth, storeAuth } from "./stored-auth";

const auth = { JWT: "j", JWTExpiry: "2026-11-21T11:00:00Z", UUID: "u", SPID: 67 };

const on = (initial: Record<string, string> = {}) => {
  const storage = makeMemoryStorage(initial);
  const run = <A>(effect: Effect.Effect<A, never, Storage>) =>
    Effect.runSync(Effect.provideService(effect, Storage, storage));
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  return { storage, run, stored };
};

describe("stored auth", () => {
  it("reads back what was stored; unreadable data counts as none", () => {
    const { run, storage } = on();
    run(storeAuth(auth));
    expect(run(readStoredAuth)).toEqual(auth);
    expect(run(readRefreshToken)).toBeUndefined();
    Effect.runSync(storage.set(StorageKeys.auth, "{not json"));
    expect(run(readStoredAuth)).toBeUndefined();
  });

  it("keeps the refresh token apart, and a reply without one keeps the one stored before", () => {
    const { run, stored } = on();
    run(storeAuth({ ...auth, RefreshToken: "rt.first" }));
    expect(stored(StorageKeys.auth)).not.toContain("RefreshToken");
    expect(run(readRefreshToken)).toBe("rt.first");
    run(storeAuth({ ...auth, JWT: "j2" }));
    expect(run(readRefreshToken)).toBe("rt.first");
    expect(run(readStoredAuth)?.JWT).toBe("j2");
  });
});

describe("logout (AUTH-10)", () => {
  it("clears every key of LOGOUT_CLEARS and keeps the preferences", () => {
    const initial = Object.fromEntries([...LOGOUT_CLEARS, StorageKeys.preferences].map((key) => [key, "x"]));
    const { run, storage } = on(initial);
    run(logout);
    expect(Effect.runSync(storage.keys())).toEqual([StorageKeys.preferences]);
  });
});
