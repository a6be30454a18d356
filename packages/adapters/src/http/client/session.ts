import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { Storage, Unauthorized, type ApiError, type StorageService } from "@waea/domain/ports";
import {
  SessionMessages,
  authRequest,
  logout,
  readRefreshToken,
  readStoredAuth,
  storeAuth,
  tokenState,
  type AuthData,
} from "@waea/domain/session";
import type { LogoutReason } from "./options";

/** Runs the identity check (POST auth_check) without a bearer token. */
export type IdentityCheck = (
  request: ReturnType<typeof authRequest>,
) => Promise<Either.Either<AuthData, ApiError>>;

export interface SessionOptions {
  readonly storage: StorageService;
  readonly nowMillis: () => number;
  readonly onLogout?: (reason: LogoutReason) => void;
  /** Called whenever the session ends or changes hands, so cached replies of the last user go. */
  readonly onSessionChange: () => void;
}

/**
 * The session rules of spec 01 §4 on the client side, over the Storage port and the domain's rules:
 * the token is sent while valid; when it is missing, expired or near expiry and a refresh token is stored, exactly
 * one identity check runs while other requests wait; a refused check or a 401 logs out (LOGOUT_CLEARS).
 */
export const makeSession = (options: SessionOptions) => {
  const run = <A>(effect: Effect.Effect<A, never, Storage>): Promise<A> =>
    Effect.runPromise(Effect.provideService(effect, Storage, options.storage));
  let renewing: Promise<Either.Either<AuthData, ApiError>> | undefined;
  let lastRenewal: { readonly from: string; readonly to: AuthData } | undefined;
  let ending: Promise<void> | undefined;

  const end = (reason: LogoutReason): Promise<void> => {
    ending ??= (async () => {
      const hadSession =
        (await run(readStoredAuth)) !== undefined || (await run(readRefreshToken)) !== undefined;
      await run(logout);
      options.onSessionChange();
      if (hadSession) options.onLogout?.(reason);
    })().finally(() => {
      ending = undefined;
    });
    return ending;
  };

  const renew = (
    call: string,
    auth: AuthData | undefined,
    refreshToken: string,
    check: IdentityCheck,
  ): Promise<Either.Either<AuthData, ApiError>> => {
    // A request that read the old token just before the renewal finished reuses its result.
    if (lastRenewal !== undefined && auth !== undefined && lastRenewal.from === auth.JWT)
      return Promise.resolve(Either.right(lastRenewal.to));
    renewing ??= (async () => {
      const request = authRequest({
        provider: auth?.IdentityProvider ?? "LOCAL",
        authId: auth?.AuthID ?? "",
        nonce: refreshToken,
      });
      const result = await check(request);
      if (Either.isRight(result)) {
        await run(storeAuth(result.right));
        if (auth !== undefined) lastRenewal = { from: auth.JWT, to: result.right };
      } else if (result.left._tag !== "NetworkError") {
        await end({ call, message: result.left.message });
      }
      return result;
    })().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };

  return {
    current: (): Promise<AuthData | undefined> => run(readStoredAuth),

    /** The bearer token for a call, after the one identity check when one is needed. */
    token: async (call: string, check: IdentityCheck): Promise<Either.Either<string, ApiError>> => {
      const auth = await run(readStoredAuth);
      const state = tokenState(auth, options.nowMillis());
      if (state === "valid" && auth !== undefined) return Either.right(auth.JWT);
      const refreshToken = renewing === undefined ? await run(readRefreshToken) : undefined;
      if (renewing === undefined && refreshToken === undefined) {
        if (state === "near_expiry" && auth !== undefined) return Either.right(auth.JWT);
        await end({ call, message: SessionMessages.noAuthToken });
        return Either.left(new Unauthorized({ call, message: SessionMessages.noAuthToken }));
      }
      const renewed = await (renewing ?? renew(call, auth, refreshToken ?? "", check));
      if (Either.isRight(renewed)) return Either.right(renewed.right.JWT);
      // Unreachable server: a token still inside its last five minutes is used; the session is not ended.
      if (renewed.left._tag === "NetworkError")
        return state === "near_expiry" && auth !== undefined
          ? Either.right(auth.JWT)
          : Either.left(renewed.left);
      return Either.left(new Unauthorized({ call, message: renewed.left.message }));
    },

    /** A renewed token from the response headers replaces the stored one (never revives an ended session). */
    refreshed: async (jwt: string, expiry: string): Promise<void> => {
      const auth = await run(readStoredAuth);
      if (auth === undefined || auth.JWT === jwt || Number.isNaN(Date.parse(expiry))) return;
      await run(storeAuth({ ...auth, JWT: jwt, JWTExpiry: expiry }));
    },

    /** Logs out: clears LOGOUT_CLEARS and tells the shell (once per session end). */
    end,
  };
};

export type Session = ReturnType<typeof makeSession>;
