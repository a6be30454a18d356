import * as Effect from "effect/Effect";
import { Analytics, type ApiError, type Storage } from "../../ports";
import { AuthApi, type AuthRequest } from "../auth-api";
import type { AuthData } from "../auth-data";
import { SignInRefused, SignInRefusalKeys } from "../sign-in-refused";
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

/** What the AuthCode of a LOCAL sign-in is: the login's password, or a one-time code sent by e-mail. */
export type SignInSecret = "password" | "code";

/** The operator refuses wrong credentials with 400, and a sign-up for an address it knows with 409. */
const refusal = (request: AuthRequest, secret: SignInSecret, error: ApiError): SignInRefused | undefined => {
  if (error._tag !== "ApiFailure") return undefined;
  if (error.status === 409 && isSignUpRequest(request))
    return new SignInRefused({ messageKey: SignInRefusalKeys.emailAlreadyRegistered });
  if (error.status === 400 && secret === "code")
    return new SignInRefused({ messageKey: SignInRefusalKeys.codeIncorrect });
  return undefined;
};

/**
 * signIn, its refusals told apart for the page (issue #12): a wrong one-time code is "The verification code is
 * incorrect" (spec 01 §5), not the password's "The email address or password is invalid"; a sign-up for an
 * address already registered says so. Any other error is passed on as it came.
 */
export const signInWithSecret = (
  request: AuthRequest,
  secret: SignInSecret,
): Effect.Effect<AuthData, ApiError | SignInRefused, AuthApi | Storage | Analytics> =>
  Effect.catchAll(signIn(request), (error) => Effect.fail(refusal(request, secret, error) ?? error));
