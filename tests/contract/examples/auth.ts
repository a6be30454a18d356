import * as Effect from "effect/Effect";
import type { authCalls } from "@waea/adapters/http/contract";
import { authRequest } from "@waea/domain/session";
import { DEMO_INVITATION_CODE, DEMO_PASSWORD } from "@waea/fake-api/server";
import type { Examples } from "./example";

/** Auth and customer-identity calls with the demo logins (password Waea-Demo-2026). */
export const authExamples: Examples<typeof authCalls> = {
  "auth.signIn": {
    input: () => ({
      body: authRequest({ provider: "LOCAL", authId: "prepay@waea.test", code: DEMO_PASSWORD }),
    }),
  },
  "auth.authCheck": {
    input: ({ auth }) => ({
      body: authRequest({ provider: "LOCAL", authId: auth.AuthID ?? "", nonce: auth.RefreshToken ?? "" }),
    }),
  },
  "auth.changePassword": {
    as: "noplan@waea.test",
    input: ({ auth }) => ({ params: { authId: auth.AuthID ?? "" }, body: { Password: "Another-Demo-2027" } }),
  },
  "auth.requestOneTimeCode": { input: () => ({ body: { SPID: 67, Email: "payg@waea.test" } }) },
  // phone@waea.test's number (docs/api.md).
  "auth.findEmail": { input: () => ({ body: { SPID: 67, MobileNumber: "64220676767" } }) },
  "auth.sendEmailVerification": {
    as: "unverified@waea.test",
    input: ({ customer }) => ({ params: { uuid: customer() } }),
  },
  "auth.resendEmailVerification": {
    as: "unverified@waea.test",
    input: ({ customer }) => ({ params: { uuid: customer() } }),
  },
  "auth.confirmEmailVerification": {
    as: "unverified@waea.test",
    input: async ({ customer, test, control, auth }) => {
      const uuid = customer();
      await Effect.runPromise(test.client.api.auth.sendEmailVerification({ params: { uuid } }));
      const codes = await control(`codes?email=${encodeURIComponent(auth.Email ?? "")}`);
      const secrets = codes.EmailVerificationSecrets as Record<string, string>;
      return { params: { uuid }, query: { CustomerUUID: uuid, Secret: secrets[uuid] ?? "" } };
    },
  },
  "auth.submitMfaCode": {
    input: async ({ customer, control, auth }) => {
      const codes = await control(`codes?email=${encodeURIComponent(auth.Email ?? "")}`);
      return {
        params: { uuid: customer() },
        body: { code: (codes.MfaCodes as Record<string, string>)[customer()] ?? "" },
      };
    },
  },
  "auth.confirmMfaCode": {
    input: async ({ customer, control, auth }) => {
      const codes = await control(`codes?email=${encodeURIComponent(auth.Email ?? "")}`);
      return {
        params: { uuid: customer() },
        body: { code: (codes.MfaCodes as Record<string, string>)[customer()] ?? "" },
      };
    },
  },
  "auth.acceptInvitation": {
    as: "member@waea.test",
    input: () => ({ body: { code: DEMO_INVITATION_CODE } }),
  },
  "auth.syncAuthRoles": {
    as: "leader@waea.test",
    input: ({ auth, customer }) => ({
      params: { customerUuid: customer() },
      body: auth.AuthResponse ?? { Roles: ["customer"], CustomerUUID: customer() },
    }),
  },
  "auth.supportLogin": {
    input: ({ customer }) => ({ params: { uuid: customer() }, query: { platform: "web" } }),
  },
};
