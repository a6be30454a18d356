import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { StorageKeys, makeManualClock, makeMemoryStorage } from "@waea/domain/ports";
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

/** A client over memory storage and a manual clock, with the stored session given. */
export const clientFor = (
  baseUrl: string,
  session: { readonly auth?: AuthData; readonly refreshToken?: string } = {},
  options: Partial<ApiClientOptions> = {},
) => {
  const clock = makeManualClock(START);
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
    clock,
    onLogout: (reason) => logouts.push(reason),
    ...options,
  });
  const stored = (key: string) => Option.getOrUndefined(Effect.runSync(storage.get(key)));
  return { client, clock, storage, logouts, stored };
};

export const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.either(effect));
