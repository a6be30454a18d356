import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import * as Option from "effect/Option";
import { describe, expect, it } from "vitest";
import {
  Analytics,
  Storage,
  StorageKeys,
  frozenClock,
  makeMemoryAnalytics,
  makeMemoryStorage,
} from "../../ports";
import { AuthApi, authRequest } from "../auth-api";
import { makeMemoryAuthApi } from "../auth-api-memory";
import { LOGOUT_CLEARS } from "../logout";
import { logout } from "./logout";
import { restoreSession } from "./restore-session";
import { isSignUpRequest, signIn } from "./sign-in";
import { readRefreshToken, readStoredAuth, storeAuth } from "./stored-auth";

const start = Date.parse("2026-11-21T10:00:00Z");
const aroha = {
  AuthID: "aroha@example.nz",
  UUID: "cust-aroha",
  Password: "Kia-ora-2026",
  Email: "aroha@example.nz",
};

const setup = (initial: Record<string, string> = {}) => {
  // The in-memory operator and the use cases see the same instant; a test moves it between runs.
  let now = start;
  const advance = (millis: number) => {
    now += millis;
  };
  const api = makeMemoryAuthApi({ nowMillis: () => now, accounts: [aroha] });
  const storage = makeMemoryStorage(initial);
  const analytics = makeMemoryAnalytics();
  const layer = Layer.mergeAll(
    Layer.succeed(AuthApi, api),
    Layer.succeed(Storage, storage),
    Layer.succeed(Analytics, analytics),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, AuthApi | Storage | Analytics>) =>
    Effect.runSync(Effect.either(Effect.provide(effect, layer)).pipe(Effect.withClock(frozenClock(now))));
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  return { advance, api, storage, analytics, run, stored };
};

const local = (authId: string, code: string) => authRequest({ provider: "LOCAL", authId, code });

describe("signIn (AUTH-01)", () => {
  it("stores the auth data and the refresh token apart, and logs a login event", () => {
    const { run, stored, analytics } = setup();
    const result = run(signIn(local(aroha.AuthID, aroha.Password)));
    expect(Either.isRight(result)).toBe(true);
    expect(stored(StorageKeys.auth)).toContain('"UUID":"cust-aroha"');
    expect(stored(StorageKeys.auth)).not.toContain("RefreshToken");
    expect(stored(StorageKeys.refreshToken)).toMatch(/^refresh\./);
    expect(analytics.events).toEqual([{ name: "login", params: { method: "LOCAL" } }]);
  });

  it("logs a sign_up event when the request carries names", () => {
    const { run, analytics } = setup();
    const request = authRequest({
      provider: "LOCAL",
      authId: "mere@example.nz",
      code: "Secret-Pass-1",
      signUp: { firstName: "Mere", lastName: "Tui", specialOffers: true, newsletters: false },
    });
    expect(isSignUpRequest(request)).toBe(true);
    expect(Either.isRight(run(signIn(request)))).toBe(true);
    expect(analytics.events[0]?.name).toBe("sign_up");
  });

  it("a refused sign-in logs out and passes the error on", () => {
    const { run, stored, analytics } = setup({ [StorageKeys.cart]: "[]", [StorageKeys.preferences]: "{}" });
    const result = run(signIn(local(aroha.AuthID, "wrong")));
    expect(Either.isLeft(result) && result.left).toMatchObject({ _tag: "ApiFailure", status: 400 });
    expect(stored(StorageKeys.cart)).toBeUndefined();
    expect(stored(StorageKeys.preferences)).toBe("{}");
    expect(analytics.events).toEqual([]);
  });
});

describe("stored auth", () => {
  it("reads back what was stored; unreadable data counts as none", () => {
    const { run, storage } = setup();
    const auth = { JWT: "j", JWTExpiry: "2026-11-21T11:00:00Z", UUID: "u", SPID: 67 };
    run(storeAuth(auth));
    expect(run(readStoredAuth)).toEqual(Either.right(auth));
    expect(run(readRefreshToken)).toEqual(Either.right(undefined));
    Effect.runSync(storage.set(StorageKeys.auth, "{not json"));
    expect(run(readStoredAuth)).toEqual(Either.right(undefined));
  });
});

describe("restoreSession (AUTH-09)", () => {
  it("renews the session with the stored refresh token", () => {
    const { run, stored, advance } = setup();
    run(signIn(local(aroha.AuthID, aroha.Password)));
    const before = stored(StorageKeys.auth);
    advance(2 * 60 * 60 * 1000);
    const result = run(restoreSession);
    expect(Either.isRight(result) && result.right?.UUID).toBe("cust-aroha");
    expect(stored(StorageKeys.auth)).not.toBe(before);
  });

  it("logs out when the identity check is refused", () => {
    const { run, stored } = setup();
    run(signIn(local(aroha.AuthID, aroha.Password)));
    run(Effect.flatMap(Storage, (s) => s.set(StorageKeys.refreshToken, "refresh.forged")));
    expect(run(restoreSession)).toEqual(Either.right(undefined));
    expect(stored(StorageKeys.auth)).toBeUndefined();
  });

  it("without a refresh token keeps auth only while its JWT has not expired", () => {
    const auth = JSON.stringify({ JWT: "j", JWTExpiry: "2026-11-21T10:30:00Z", UUID: "u", SPID: 67 });
    const kept = setup({ [StorageKeys.auth]: auth });
    expect(Either.getOrThrow(kept.run(restoreSession))?.UUID).toBe("u");
    const expired = setup({ [StorageKeys.auth]: auth });
    expired.advance(60 * 60 * 1000);
    expect(expired.run(restoreSession)).toEqual(Either.right(undefined));
    expect(expired.stored(StorageKeys.auth)).toBeUndefined();
  });

  it("is anonymous with nothing stored", () => {
    expect(setup().run(restoreSession)).toEqual(Either.right(undefined));
  });
});

describe("logout (AUTH-10)", () => {
  it("clears every key of LOGOUT_CLEARS and keeps the preferences", () => {
    const initial = Object.fromEntries([...LOGOUT_CLEARS, StorageKeys.preferences].map((key) => [key, "x"]));
    const { run, storage } = setup(initial);
    run(logout);
    expect(Effect.runSync(storage.keys())).toEqual([StorageKeys.preferences]);
  });
});
