import { SessionMessages } from "@waea/domain/session";
import { AuthMessages } from "@waea/domain/session";
import { verifyJwt } from "../auth/jwt";
import type { Login } from "../world/core";
import type { WorldStore } from "../world/store";
import { refuse, type Refusal } from "./handler";

export interface TokenClaims {
  readonly sub: string;
  /** Expiry in seconds since the epoch. */
  readonly exp: number;
  /** The session the token belongs to (the key of its refresh token). */
  readonly sid?: string;
}

const MAX_CACHED = 10_000;

const claimsOf = (raw: Record<string, unknown> | undefined): TokenClaims | undefined =>
  raw !== undefined && typeof raw.sub === "string" && typeof raw.exp === "number"
    ? { sub: raw.sub, exp: raw.exp, ...(typeof raw.sid === "string" ? { sid: raw.sid } : {}) }
    : undefined;

/**
 * Verifies bearer tokens: a signature is checked once per token and remembered (the hot path of every signed-in
 * call); expiry is checked every time against the world clock, and the login must still exist.
 */
export const makeBearerCheck = (store: WorldStore) => {
  const verified = new Map<string, TokenClaims>();
  let keys = store.keys;
  return (header: string | undefined): { readonly login: Login; readonly claims: TokenClaims } | Refusal => {
    if (keys !== store.keys) {
      verified.clear();
      keys = store.keys;
    }
    if (header === undefined || !header.startsWith("Bearer "))
      return refuse(401, SessionMessages.noAuthToken);
    const token = header.slice(7).trim();
    let claims = verified.get(token);
    if (claims === undefined) {
      claims = claimsOf(verifyJwt(keys.jwt, token));
      if (claims === undefined) return refuse(401, "invalid token");
      if (verified.size >= MAX_CACHED) verified.clear();
      verified.set(token, claims);
    }
    if (claims.exp * 1000 <= store.clock.nowMillis()) return refuse(401, "token expired");
    const login = store.world.core.logins[claims.sub];
    return login === undefined ? refuse(401, AuthMessages.noUser) : { login, claims };
  };
};
