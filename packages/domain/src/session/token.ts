import type { AuthData } from "./auth-data";

/** A token counts as valid while its expiry is more than 5 minutes ahead (spec 01 §4, §9). */
export const TOKEN_MARGIN_MS = 5 * 60 * 1000;

/** Milliseconds of the expiry, or NaN when it cannot be read. */
export const expiryMillis = (auth: Pick<AuthData, "JWTExpiry">): number => Date.parse(auth.JWTExpiry);

/** Stored auth is kept only if a JWT exists and its expiry is in the future; otherwise the user is logged out. */
export const isStoredAuthKept = (
  auth: Pick<AuthData, "JWT" | "JWTExpiry"> | undefined,
  nowMillis: number,
): boolean => {
  if (auth === undefined || auth.JWT.trim() === "") return false;
  const expiry = expiryMillis(auth);
  return Number.isFinite(expiry) && expiry > nowMillis;
};

/** Whether the token may be sent as is, or one identity check must run first. */
export const isTokenValid = (
  auth: Pick<AuthData, "JWT" | "JWTExpiry"> | undefined,
  nowMillis: number,
): boolean => {
  if (!isStoredAuthKept(auth, nowMillis) || auth === undefined) return false;
  return expiryMillis(auth) - nowMillis > TOKEN_MARGIN_MS;
};

export type TokenState = "missing" | "expired" | "near_expiry" | "valid";

export const tokenState = (
  auth: Pick<AuthData, "JWT" | "JWTExpiry"> | undefined,
  nowMillis: number,
): TokenState => {
  if (auth === undefined || auth.JWT.trim() === "") return "missing";
  if (!isStoredAuthKept(auth, nowMillis)) return "expired";
  return isTokenValid(auth, nowMillis) ? "valid" : "near_expiry";
};
