import { createHash } from "node:crypto";
import { SPID } from "@waea/domain/config";
import { requiresMfa, type AuthData, type IdentityProvider } from "@waea/domain/session";
import type { CoreState, Login } from "../world/core";
import { signJwt } from "./jwt";
import { opaque, type ServerKeys } from "./keys";

export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** A signed-in call gets a renewed token in its response headers once the token has less than this left. */
export const REFRESH_WINDOW_MS = 30 * 60 * 1000;
/** From this instant (ms) a token expiring at `exp` (seconds since the epoch) is renewed in response headers. */
export const renewFromMillis = (exp: number): number => exp * 1000 - REFRESH_WINDOW_MS;
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** The JWT names at most this many customer accounts (a bulk login has thousands; the world is the authority). */
export const MAX_TOKEN_CUSTOMERS = 50;
const MAX_REFRESH_TOKENS_PER_LOGIN = 20;

export interface IssuedJwt {
  readonly jwt: string;
  readonly expiresAtMillis: number;
}

/**
 * A session JWT: HS256, sub = login UUID, the customer UUIDs, one hour; `sid` names the session (the key of its
 * refresh token), which says whether the session still waits for its MFA code (mfaPendingOf).
 */
export const issueJwt = (keys: ServerKeys, login: Login, nowMillis: number, sid: string): IssuedJwt => {
  const expiresAtMillis = nowMillis + TOKEN_LIFETIME_MS;
  const jwt = signJwt(keys.jwt, {
    sub: login.UUID,
    sid,
    customers: login.CustomerUUIDs.slice(0, MAX_TOKEN_CUSTOMERS),
    spid: SPID,
    iat: Math.floor(nowMillis / 1000),
    exp: Math.floor(expiresAtMillis / 1000),
  });
  return { jwt, expiresAtMillis: Math.floor(expiresAtMillis / 1000) * 1000 };
};

export const refreshTokenKey = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * A new refresh token for a login, stored by its hash; expired ones go, and a login keeps at most 20. A login with
 * the MFA role starts its session waiting for the code (AUTH-13), unless it continues one that already passed.
 */
export const issueRefreshToken = (
  core: CoreState,
  keys: ServerKeys,
  login: Login,
  nowMillis: number,
  mfaPending: boolean = requiresMfa({ AuthResponse: { Roles: login.Roles } }),
): string => {
  core.counter += 1;
  const token = `rt.${opaque(keys, `refresh:${login.UUID}:${core.counter}`)}`;
  const mine = Object.entries(core.refreshTokens).filter(([, entry]) => entry.LoginUUID === login.UUID);
  for (const [key, entry] of Object.entries(core.refreshTokens))
    if (entry.ExpiresAtMillis <= nowMillis) delete core.refreshTokens[key];
  for (const [key] of mine.slice(0, Math.max(0, mine.length - MAX_REFRESH_TOKENS_PER_LOGIN + 1)))
    delete core.refreshTokens[key];
  core.refreshTokens[refreshTokenKey(token)] = {
    LoginUUID: login.UUID,
    ExpiresAtMillis: nowMillis + REFRESH_TOKEN_LIFETIME_MS,
    ...(mfaPending ? { MfaPending: true } : {}),
  };
  return token;
};

/**
 * AUTH-13: whether a session may not be used yet. A login without the MFA role never waits; one with it waits until
 * its code is accepted (mfaPassed), and a session that is unknown or gone (revoked, expired) counts as waiting, so a
 * token alone never skips the code.
 */
export const mfaPendingOf = (
  core: CoreState,
  login: Login,
  sid: string | undefined,
  nowMillis: number,
): boolean => {
  if (!requiresMfa({ AuthResponse: { Roles: login.Roles } })) return false;
  const entry = sid === undefined ? undefined : core.refreshTokens[sid];
  return (
    entry === undefined ||
    entry.LoginUUID !== login.UUID ||
    entry.ExpiresAtMillis <= nowMillis ||
    entry.MfaPending === true
  );
};

/** The session's MFA code was accepted: its tokens may be used from now on. */
export const mfaPassed = (core: CoreState, sid: string): void => {
  const entry = core.refreshTokens[sid];
  if (entry !== undefined)
    core.refreshTokens[sid] = { LoginUUID: entry.LoginUUID, ExpiresAtMillis: entry.ExpiresAtMillis };
};

/** Every refresh token of a login goes (its password changed): none renews a session again. */
export const revokeRefreshTokens = (core: CoreState, loginUuid: string): void => {
  for (const [key, entry] of Object.entries(core.refreshTokens))
    if (entry.LoginUUID === loginUuid) delete core.refreshTokens[key];
};

/** The login a refresh token belongs to, while it has not expired. */
export const loginOfRefreshToken = (core: CoreState, token: string, nowMillis: number): Login | undefined => {
  const entry = core.refreshTokens[refreshTokenKey(token)];
  return entry === undefined || entry.ExpiresAtMillis <= nowMillis ? undefined : core.logins[entry.LoginUUID];
};

/** The auth data of spec 01 §3 for a login, with roles and the first customer account when asked for. */
export const authDataFor = (
  login: Login,
  issued: IssuedJwt,
  refreshToken: string,
  provider: IdentityProvider,
  includeRoles: boolean,
): AuthData => ({
  JWT: issued.jwt,
  JWTExpiry: new Date(issued.expiresAtMillis).toISOString(),
  UUID: login.UUID,
  SPID,
  FirstName: login.FirstName,
  LastName: login.LastName,
  Email: login.Email,
  AuthID: login.AuthID,
  ...(login.MobileNumber === undefined ? {} : { MobileNumber: login.MobileNumber }),
  IdentityProvider: provider,
  RefreshToken: refreshToken,
  ...(includeRoles
    ? {
        AuthResponse: {
          Roles: [...login.Roles],
          ...(login.CustomerUUIDs[0] === undefined ? {} : { CustomerUUID: login.CustomerUUIDs[0] }),
        },
      }
    : {}),
});
