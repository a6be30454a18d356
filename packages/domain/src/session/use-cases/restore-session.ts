import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import type { Storage } from "../../ports";
import { AuthApi, authRequest } from "../auth-api";
import type { AuthData } from "../auth-data";
import { isStoredAuthKept, isTokenValid } from "../token";
import { logout } from "./logout";
import { readRefreshToken, readStoredAuth, storeAuth } from "./stored-auth";

/**
 * The silent login on start (AUTH-09). A stored token still valid (more than the 5-minute margin ahead, spec 01 §4)
 * is used as it is: a page load makes no call (the HTTP client checks it again once it nears its expiry). Else, with
 * a stored refresh token and a known identity, one identity check (auth_check) renews the session and its reply is
 * stored. Without a refresh token, stored auth is kept only while its JWT has not expired (spec 01 §4). Anything
 * else, a refused check included, logs out; an anonymous visitor (nothing stored) is left as they are, their cart
 * kept. Never fails: the answer is the session to continue with, or undefined
 * for an anonymous visitor.
 */
export const restoreSession: Effect.Effect<AuthData | undefined, never, AuthApi | Storage> = Effect.gen(
  function* () {
    const stored = yield* readStoredAuth;
    const now = yield* Clock.currentTimeMillis;
    if (stored !== undefined && isTokenValid(stored, now)) return stored;
    const refreshToken = yield* readRefreshToken;
    const authId = stored?.AuthID;
    if (refreshToken !== undefined && authId !== undefined && authId.trim() !== "") {
      const api = yield* AuthApi;
      const request = authRequest({
        provider: stored?.IdentityProvider ?? "LOCAL",
        authId,
        code: refreshToken,
      });
      const renewed = yield* Effect.option(api.authCheck(request));
      if (renewed._tag === "Some") {
        yield* storeAuth(renewed.value);
        return renewed.value;
      }
    } else {
      if (isStoredAuthKept(stored, now)) return stored;
    }
    // A visitor who never signed in has no session to end: logging out would clear their cart (SHOP-03).
    if (stored === undefined && refreshToken === undefined) return undefined;
    yield* logout;
    return undefined;
  },
);
