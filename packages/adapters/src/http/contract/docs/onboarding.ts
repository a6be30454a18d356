import type { CallDocs } from "./call-doc";

/** The onboarding calls as docs/api.md describes them (../onboarding.ts has the calls themselves). */
export const onboardingDocs: CallDocs = {
  "onboarding.adoptByIp": {
    summary: "Adopt the SIM the request's network address belongs to (CANT_ADOPT_BY_IP otherwise)",
    spec: "01 §4, §7",
  },
  "onboarding.adoptByToken": {
    summary: "Adopt by a link token, or by an auth_token Token with the number or SIM ID (existing customer)",
    spec: "01 §4, §7",
  },
  "onboarding.adoptBySms": {
    summary: "Without SMSCode: text a code to the number; with it: adopt the number's service",
    spec: "01 §4, §7",
  },
  "onboarding.adoptBySimSms": {
    summary: "The same by SIM ID or ICCID: the code goes to the SIM's number",
    spec: "01 §4, §7",
  },
  "onboarding.resumeAdoption": {
    summary: "The adoption a resume token was issued for (after a reload)",
    spec: "01 §7",
  },
  "onboarding.createAuthToken": {
    summary: "Exchange an existing customer's credentials for a token that adopts into their account",
    spec: "01 §3, §7",
  },
  "onboarding.getAuthToken": { summary: "An auth token by its id (while it lives)", spec: "01 §7" },
  "onboarding.activateByCode": {
    summary: "activation/:code: the link's code with the verification code sent by SMS",
    spec: "01 §2, §8 (path ours)",
  },
  "onboarding.requestNewActivationLink": {
    summary: "Text a new activation link (the same code, valid 7 days again) to the service's number",
    spec: "01 §8 (path ours)",
  },
  "onboarding.activate": {
    summary:
      "dry=true checks the payment method (412 not dry-activated, ClientSecret to confirm); false commits",
    spec: "01 §4, §7",
  },
  "onboarding.postpayActivation": {
    summary: "Finalise as postpay (credit check); the product is ready 10-30 s later",
    spec: "01 §4, §7",
  },
  "onboarding.paygActivation": {
    summary: "Finalise as pay-as-you-go; the product is ready 10-30 s later",
    spec: "01 §4, §7",
  },
  "onboarding.prepayFinaliseActivation": {
    summary: "Finalise casual prepay (no bundle); the product is ready 10-30 s later",
    spec: "01 §4, §7",
  },
  "onboarding.getPrepayProduct": {
    summary: "The prepay or payg product being activated ('No prepay product' for postpay)",
    spec: "01 §7; 02 §8",
  },
  "onboarding.getPostpayProduct": {
    summary: "The postpay product being activated ('No postpay product' otherwise)",
    spec: "01 §7; 02 §8",
  },
};
