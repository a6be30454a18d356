import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { requireInvitationCustomer } from "@waea/domain/session";
import { AuthApi, type AuthApiService } from "@waea/domain/session/api";
import type { HttpApiClient } from "../client";
import { authCalls } from "../contract/auth";

/**
 * The AuthApi port over HTTP. Keeping the session is the domain's use cases' job (signIn, restoreSession and
 * logout in @waea/domain/session store and clear it through the Storage port); the client itself renews the token
 * with one identity check and logs out on a 401.
 */
export const makeHttpAuthApi = (client: HttpApiClient): AuthApiService => {
  const auth = client.calls(authCalls);
  return {
    signIn: (request) => auth.signIn({ body: request }),
    authCheck: (request) => auth.authCheck({ body: request }),
    changePassword: (authId, request) => auth.changePassword({ params: { authId }, body: request }),
    requestOneTimeCode: (request) => auth.requestOneTimeCode({ body: request }),
    findEmail: (request) => auth.findEmail({ body: request }),
    sendEmailVerification: (uuid) => auth.sendEmailVerification({ params: { uuid } }),
    resendEmailVerification: (uuid) => auth.resendEmailVerification({ params: { uuid } }),
    confirmEmailVerification: (request) =>
      auth.confirmEmailVerification({ params: { uuid: request.CustomerUUID }, query: request }),
    submitMfaCode: (uuid, request) => auth.submitMfaCode({ params: { uuid }, body: request }),
    confirmMfaCode: (uuid, request) => auth.confirmMfaCode({ params: { uuid }, body: request }),
    acceptInvitation: (request) =>
      Effect.flatMap(auth.acceptInvitation({ body: request }), requireInvitationCustomer),
    syncAuthRoles: (customerUuid, roles) => auth.syncAuthRoles({ params: { customerUuid }, body: roles }),
    supportLogin: (uuid) => auth.supportLogin({ params: { uuid }, query: { platform: "web" } }),
  };
};

export const httpAuthApiLayer = (client: HttpApiClient): Layer.Layer<AuthApi> =>
  Layer.succeed(AuthApi, makeHttpAuthApi(client));
