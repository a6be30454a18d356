import * as Effect from "effect/Effect";
import * as ManagedRuntime from "effect/ManagedRuntime";
import * as Option from "effect/Option";
import * as TestClock from "effect/TestClock";
import * as TestContext from "effect/TestContext";
import { StorageKeys, makeMemoryStorage } from "@waea/domain/ports";
import type { AuthData } from "@waea/domain/session";
import { makeApiClient } from "./make-api-client";
import type { ApiClientOptions, LogoutReason } from "./options";

export const START = Date.parse("2026-11-21T10:00:00Z");
export const MINUTE = 60_000;

export const authData = (jwt: string, expiresAt: number, extra: Partial<AuthData> = {}): AuthData => ({
  JWT: jwt,
  JWTExpiry: new Date(expiresAt).toISOString(),
  UUID: "login-1",
  SPID: 67,
  AuthID: "aroha@example.nz",
  IdentityProvider: "LOCAL",
  ...extra,
});

/**
 * Effect's TestClock for the client tests: the client reads it (as makeHttpLayer hands a client Effect's Clock), so
 * moving it drives token validity and cache lifetimes. One for the module (building one takes a while); every
 * clientFor sets it back to START.
 */
const time = ManagedRuntime.make(TestContext.TestContext);
const testClock = time.runSync(Effect.clock);

/** A client over memory storage and the TestClock at START, with the stored session given. */
export const clientFor = async (
  baseUrl: string,
  session: { readonly auth?: AuthData; readonly refreshToken?: string } = {},
  options: Partial<ApiClientOptions> = {},
) => {
  await time.runPromise(TestClock.setTime(START));
  const initial: Record<string, string> = {
    [StorageKeys.preferences]: '{"lang":"mi-NZ"}',
    [StorageKeys.cart]: "[]",
  };
  if (session.auth !== undefined) initial[StorageKeys.auth] = JSON.stringify(session.auth);
  if (session.refreshToken !== undefined) initial[StorageKeys.refreshToken] = session.refreshToken;
  const storage = makeMemoryStorage(initial);
  const logouts: LogoutReason[] = [];
  const client = makeApiClient({
    baseUrl,
    storage,
    nowMillis: () => testClock.unsafeCurrentTimeMillis(),
    onLogout: (reason) => logouts.push(reason),
    ...options,
  });
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  /** Moves the TestClock on. */
  const advance = (millis: number): Promise<void> => time.runPromise(TestClock.adjust(millis));
  return { client, advance, storage, logouts, stored };
};

export const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));
