import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import { logout } from "@waea/domain/session";
import { Storage } from "@waea/domain/ports";
import { ENV_TOKEN_NO_EXPIRY, envTokenAuth, envTokenStorage } from "./env-token";

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: object) => `${part({ alg: "HS256" })}.${part(claims)}.signature`;

describe("envTokenAuth", () => {
  it("reads the login and the expiry of a JWT's claims", () => {
    const auth = envTokenAuth(jwt({ sub: "login-1", exp: 1_800_000_000 }));
    expect(auth).toMatchObject({ UUID: "login-1", JWTExpiry: "2027-01-15T08:00:00.000Z", SPID: 67 });
  });
  it("takes any other token as it is, with no expiry of its own", () => {
    for (const token of [
      "staff-token",
      "a.b.c",
      `x.${part({ exp: "soon" })}.y`,
      `x.${part({ exp: 1e300 })}.y`,
    ])
      expect(envTokenAuth(token)).toMatchObject({ JWT: token, UUID: "", JWTExpiry: ENV_TOKEN_NO_EXPIRY });
  });
});

describe("envTokenStorage", () => {
  const stored = {
    [StorageKeys.auth]: "the stored session",
    [StorageKeys.refreshToken]: "rt.stored",
    [StorageKeys.currentCustomer]: "account-1",
  };
  const get = (storage: ReturnType<typeof makeMemoryStorage>, key: string) =>
    Option.getOrUndefined(Effect.runSync(storage.get(key)));

  it("answers the token for the session and never reads, replaces or clears the stored one", () => {
    const file = makeMemoryStorage(stored);
    const storage = envTokenStorage(file, "staff-token");
    expect(get(storage, StorageKeys.auth)).toContain('"JWT":"staff-token"');
    expect(get(storage, StorageKeys.refreshToken)).toBeUndefined();
    expect(get(storage, StorageKeys.currentCustomer)).toBe("account-1");
    Effect.runSync(storage.set(StorageKeys.auth, "renewed"));
    expect(get(storage, StorageKeys.auth)).toBe("renewed");
    Effect.runSync(Effect.provideService(logout, Storage, storage));
    expect(get(storage, StorageKeys.auth)).toBeUndefined();
    expect(get(storage, StorageKeys.currentCustomer)).toBeUndefined();
    expect(get(file, StorageKeys.auth)).toBe("the stored session");
    expect(get(file, StorageKeys.currentCustomer)).toBe("account-1");
  });

  it("writes choices made on purpose to the store", () => {
    const file = makeMemoryStorage(stored);
    const storage = envTokenStorage(file, "staff-token");
    Effect.runSync(storage.remove(StorageKeys.currentCustomer));
    Effect.runSync(storage.set(StorageKeys.currentCustomer, "account-2"));
    expect(get(file, StorageKeys.currentCustomer)).toBe("account-2");
    expect(get(storage, StorageKeys.currentCustomer)).toBe("account-2");
    expect(Effect.runSync(storage.keys())).toEqual([StorageKeys.currentCustomer, StorageKeys.auth]);
  });
});
