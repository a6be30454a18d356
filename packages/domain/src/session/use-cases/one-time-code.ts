import * as Effect from "effect/Effect";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import { AuthApi, type OneTimeCodeReply } from "../auth-api";

/**
 * AUTH-02, AUTH-07: e-mails a one-time code to an address; the code then signs in (and, on the forgot-password
 * page, lets a new password be set). The operator answers alike for an address it does not know.
 */
export const emailOneTimeCode = (email: string): Effect.Effect<OneTimeCodeReply, ApiError, AuthApi> =>
  Effect.flatMap(AuthApi, (api) => api.requestOneTimeCode({ SPID, Email: email }));
