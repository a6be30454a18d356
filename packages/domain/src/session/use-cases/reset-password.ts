import * as Effect from "effect/Effect";
import type { Analytics, ApiError, Storage } from "../../ports";
import { AuthApi, authRequest } from "../auth-api";
import type { AuthData } from "../auth-data";
import { resetLoginId } from "../password-reset";
import { logout } from "./logout";
import type { SignInRefused } from "../sign-in-refused";
import { signInWithSecret } from "./sign-in";

export interface PasswordReset {
  /** The address the one-time code was sent to (emailOneTimeCode). */
  readonly email: string;
  readonly code: string;
  /** The new password, already checked against the password rules (validateNewPassword). */
  readonly password: string;
}

/**
 * AUTH-07, forgot password: the one-time code signs in, then the new password is set for that login (resetLoginId).
 * The answer is the session, to publish like every other sign-in. A refused code or password logs out, so no half session
 * is left behind; a wrong code is SignInRefused (the verification code is incorrect), any other error is passed on.
 */
export const resetPassword = (
  reset: PasswordReset,
): Effect.Effect<AuthData, ApiError | SignInRefused, AuthApi | Storage | Analytics> =>
  Effect.gen(function* () {
    const auth = yield* signInWithSecret(
      authRequest({ provider: "LOCAL", authId: reset.email, code: reset.code }),
      "code",
    );
    const api = yield* AuthApi;
    yield* Effect.tapError(
      api.changePassword(resetLoginId(auth, reset.email), { Password: reset.password }),
      () => logout,
    );
    return auth;
  });
