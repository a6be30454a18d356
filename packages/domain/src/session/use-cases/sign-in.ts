import * as Effect from "effect/Effect";
import { Analytics, type ApiError, type Storage } from "../../ports";
import { AuthApi, type AuthRequest } from "../auth-api";
import type { AuthData } from "../auth-data";
import { logout } from "./logout";
import { storeAuth } from "./stored-auth";

/** A request with a first and last name creates the account: it is a sign-up, the rest are logins (APP-04). */
export const isSignUpRequest = (request: Pick<AuthRequest, "FirstName" | "LastName">): boolean =>
  request.FirstName !== undefined && request.LastName !== undefined;

/**
 * Signs in (AUTH-01..05): the auth call, then the reply is stored and a login or sign_up event is logged with the
 * provider as its method. A failed sign-in logs out (spec 01 §4), so no half session is left behind, and the
 * error is passed on for the page to show.
 */
export const signIn = (
  request: AuthRequest,
): Effect.Effect<AuthData, ApiError, AuthApi | Storage | Analytics> =>
  Effect.gen(function* () {
    const api = yield* AuthApi;
    const auth = yield* Effect.tapError(api.signIn(request), () => logout);
    yield* storeAuth(auth);
    const analytics = yield* Analytics;
    yield* analytics.track({
      name: isSignUpRequest(request) ? "sign_up" : "login",
      params: { method: request.IdentityProvider },
    });
    return auth;
  });
