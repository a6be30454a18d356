import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { AuthApi, type MfaReply } from "../auth-api";
import type { AuthData } from "../auth-data";
import { mfaCustomer } from "../mfa";

/**
 * AUTH-13: the MFA code of a sign-in whose reply asked for one (requiresMfa), checked for the account mfaCustomer
 * names. A wrong code is the operator's refusal, passed on.
 */
export const submitMfaCode = (auth: AuthData, code: string): Effect.Effect<MfaReply, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) => api.submitMfaCode(mfaCustomer(auth), { code }));
