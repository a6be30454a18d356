import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AuthApi, type MfaReply } from "../auth-api";
import type { AuthData } from "../auth-data";
import { mfaCustomer } from "../mfa";
import { SignInRefused, SignInRefusalKeys } from "../sign-in-refused";

/**
 * AUTH-13: the MFA code of a sign-in whose reply asked for one (requiresMfa), checked for the account mfaCustomer
 * names. A wrong code (the operator's 400) is SignInRefused with the spec's "The verification code is incorrect"
 * (01 §5), so the page says it in the customer's language rather than the server's English; any other error is
 * passed on as it came.
 */
export const submitMfaCode = (
  auth: AuthData,
  code: string,
): Effect.Effect<MfaReply, ApiError | SignInRefused, AuthApi> =>
  Effect.flatMap(AuthApi, (api) => api.submitMfaCode(mfaCustomer(auth), { code })).pipe(
    Effect.catchIf(
      (error): error is ApiError => error._tag === "ApiFailure" && error.status === 400,
      () => Effect.fail(new SignInRefused({ messageKey: SignInRefusalKeys.codeIncorrect })),
    ),
  );
