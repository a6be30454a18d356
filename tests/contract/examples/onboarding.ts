import * as Effect from "effect/Effect";
import type { onboardingCalls } from "@waea/adapters/http/contract";
import { DEMO_PASSWORD } from "@waea/fake-api/server";
import type { Examples, ExampleContext } from "./example";
import { mobileProduct } from "./mobile-product";

const NEW = "new@waea.test";
/** Seeded by the onboarding slice: new@'s activation link (and an expired one), and a link token for its SIM. */
const ACTIVATION_CODE = "DEMO-ACT-0001";
const EXPIRED_ACTIVATION_CODE = "DEMO-ACT-EXPIRED";
const ADOPTION_TOKEN = "DEMO-ADOPT-0001";

/** new@waea.test's product, not yet activated (Status 2, no billing reference). */
const fresh = (context: ExampleContext) => mobileProduct(context).product;

const customerProduct = (context: ExampleContext) => ({
  CustomerUUID: context.customer(),
  ProductInstanceUUID: fresh(context).UUID,
});

/** Mobile onboarding of new@waea.test's SIM: adoption, the activation link, finalisation and the product reads. */
export const onboardingExamples: Examples<typeof onboardingCalls> = {
  "onboarding.adoptByIp": { as: NEW, input: () => ({ body: { SPID: 67 } }) },
  "onboarding.adoptByToken": { as: NEW, input: () => ({ body: { SPID: 67, Token: ADOPTION_TOKEN } }) },
  "onboarding.adoptBySms": {
    as: NEW,
    input: (context) => ({ body: { SPID: 67, MobileNumber: fresh(context).MSISDN ?? "" } }),
  },
  "onboarding.adoptBySimSms": {
    as: NEW,
    input: async (context) => {
      const simId = fresh(context).SIMID ?? "";
      // The first step texts a code to the SIM's number; the example is the second, with that code.
      await Effect.runPromise(
        context.test.client.api.onboarding.adoptBySimSms({ body: { SPID: 67, SIMID: simId } }),
      );
      const code = context.api.store.world.onboarding.smsCodes[fresh(context).UUID]?.Code ?? "";
      return { body: { SPID: 67, SIMID: simId, SMSCode: code } };
    },
  },
  "onboarding.resumeAdoption": {
    as: NEW,
    input: async (context) => {
      const adopted = await Effect.runPromise(
        context.test.client.api.onboarding.adoptByToken({ body: { SPID: 67, Token: ADOPTION_TOKEN } }),
      );
      return { params: { id: adopted.Token ?? "" } };
    },
  },
  "onboarding.createAuthToken": {
    as: NEW,
    input: () => ({
      body: {
        SPID: 67,
        IdentityProvider: "LOCAL",
        AuthID: "prepay@waea.test",
        AuthCode: DEMO_PASSWORD,
        IncludeRoles: true,
      },
    }),
  },
  "onboarding.getAuthToken": {
    as: NEW,
    input: async (context) => {
      const token = await Effect.runPromise(
        context.test.client.api.onboarding.createAuthToken({
          body: {
            SPID: 67,
            IdentityProvider: "LOCAL",
            AuthID: "prepay@waea.test",
            AuthCode: DEMO_PASSWORD,
            IncludeRoles: true,
          },
        }),
      );
      return { params: { id: token.ID } };
    },
  },
  "onboarding.activateByCode": {
    as: NEW,
    input: (context) => ({
      params: { code: ACTIVATION_CODE },
      body: {
        SPID: 67,
        VerificationCode: context.api.store.world.onboarding.links[ACTIVATION_CODE]?.VerificationCode ?? "",
      },
    }),
  },
  "onboarding.requestNewActivationLink": {
    as: NEW,
    input: () => ({ params: { code: EXPIRED_ACTIVATION_CODE } }),
  },
  "onboarding.activate": {
    as: NEW,
    input: (context) => ({ params: { id: context.customer(), product: fresh(context).UUID, dry: false } }),
  },
  "onboarding.postpayActivation": { as: NEW, input: (context) => ({ body: customerProduct(context) }) },
  "onboarding.paygActivation": { as: NEW, input: (context) => ({ body: customerProduct(context) }) },
  "onboarding.prepayFinaliseActivation": {
    as: NEW,
    input: (context) => ({ body: { SPID: 67, ...customerProduct(context) } }),
  },
  "onboarding.getPrepayProduct": {
    as: NEW,
    input: (context) => ({ params: { id: context.customer(), product: fresh(context).UUID } }),
  },
  "onboarding.getPostpayProduct": {
    as: NEW,
    input: (context) => ({ params: { id: context.customer(), product: fresh(context).UUID } }),
  },
};
