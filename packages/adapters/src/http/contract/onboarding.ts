import * as Schema from "effect/Schema";
import { MobileProduct } from "@waea/domain/account";
import {
  ActivateReply,
  ActivationByCodeReply,
  ActivationByCodeRequest,
  AdoptByIpRequest,
  AdoptBySimSmsRequest,
  AdoptBySmsRequest,
  AdoptByTokenRequest,
  AdoptionReply,
  AuthTokenReply,
  AuthTokenRequest,
  FinaliseReply,
  KindActivationRequest,
  NewActivationLinkReply,
  PrepayFinaliseRequest,
} from "@waea/domain/onboarding";
import { collectCalls, defineCall, json } from "./define";
import { PathParam, QueryBoolean } from "./wire";

const Id = Schema.Struct({ id: PathParam });
const Code = Schema.Struct({ code: PathParam });
const CustomerProduct = Schema.Struct({ id: PathParam, product: PathParam });

/** Adoption: the anonymous first steps of mobile-onboarding (spec 01 §4, §7; ONB-02). */
const adoptionCalls = [
  defineCall({
    id: "onboarding.adoptByIp",
    summary: "Adopt the SIM the request's network address belongs to (CANT_ADOPT_BY_IP otherwise)",
    method: "POST",
    path: "/v3/adopt_by_ip",
    body: AdoptByIpRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.adoptByToken",
    summary: "Adopt by a link token, or by an auth_token Token with the number or SIM ID (existing customer)",
    method: "POST",
    path: "/v3/adopt_by_token",
    body: AdoptByTokenRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.adoptBySms",
    summary: "Without SMSCode: text a code to the number; with it: adopt the number's service",
    method: "POST",
    path: "/v3/adopt_by_sms",
    body: AdoptBySmsRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.adoptBySimSms",
    summary: "The same by SIM ID or ICCID: the code goes to the SIM's number",
    method: "POST",
    path: "/v3/adopt_by_sim_sms",
    body: AdoptBySimSmsRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.resumeAdoption",
    summary: "The adoption a resume token was issued for (after a reload)",
    method: "GET",
    path: "/v3/adoption_token_resume/{id}",
    params: Id,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
    spec: "01 §7",
  }),
  defineCall({
    id: "onboarding.createAuthToken",
    summary: "Exchange an existing customer's credentials for a token that adopts into their account",
    method: "POST",
    path: "/v2/auth_token",
    body: AuthTokenRequest,
    reply: json(AuthTokenReply),
    auth: "none",
    replyShown: false,
    spec: "01 §3, §7",
  }),
  defineCall({
    id: "onboarding.getAuthToken",
    summary: "An auth token by its id (while it lives)",
    method: "GET",
    path: "/v2/auth_token/{id}",
    params: Id,
    reply: json(AuthTokenReply),
    auth: "none",
    replyShown: false,
    spec: "01 §7",
  }),
  defineCall({
    id: "onboarding.activateByCode",
    summary: "activation/:code: the link's code with the verification code sent by SMS",
    method: "POST",
    path: "/v3/{spid}/activation/{code}",
    params: Code,
    body: ActivationByCodeRequest,
    reply: json(ActivationByCodeReply),
    auth: "none",
    replyShown: false,
    spec: "01 §2, §8 (path ours)",
  }),
  defineCall({
    id: "onboarding.requestNewActivationLink",
    summary: "Text a new activation link (the same code, valid 7 days again) to the service's number",
    method: "POST",
    path: "/v3/{spid}/activation/{code}/sms",
    params: Code,
    reply: json(NewActivationLinkReply),
    auth: "none",
    replyShown: false,
    spec: "01 §8 (path ours)",
  }),
] as const;

/** Finalisation and the product reads of the service activation screen (ONB-03..06); signed in. */
const activationCalls = [
  defineCall({
    id: "onboarding.activate",
    summary:
      "dry=true checks the payment method (412 not dry-activated, ClientSecret to confirm); false commits",
    method: "POST",
    path: "/customer/{id}/service/{product}/activate/{dry}",
    params: Schema.Struct({ id: PathParam, product: PathParam, dry: QueryBoolean }),
    reply: json(ActivateReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.postpayActivation",
    summary: "Finalise as postpay (credit check); the product is ready 10-30 s later",
    method: "POST",
    path: "/postpay/activation",
    body: KindActivationRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.paygActivation",
    summary: "Finalise as pay-as-you-go; the product is ready 10-30 s later",
    method: "POST",
    path: "/payg/activation",
    body: KindActivationRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.prepayFinaliseActivation",
    summary: "Finalise casual prepay (no bundle); the product is ready 10-30 s later",
    method: "POST",
    path: "/v3/{spid}/prepay_mobile/finalise_activation",
    body: PrepayFinaliseRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
    spec: "01 §4, §7",
  }),
  defineCall({
    id: "onboarding.getPrepayProduct",
    summary: "The prepay or payg product being activated ('No prepay product' for postpay)",
    method: "GET",
    path: "/v3/{spid}/customer/{id}/mobileprepay/{product}",
    params: CustomerProduct,
    reply: json(MobileProduct),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §8",
  }),
  defineCall({
    id: "onboarding.getPostpayProduct",
    summary: "The postpay product being activated ('No postpay product' otherwise)",
    method: "GET",
    path: "/v1/{spid}/customer/{id}/postpay_mobile/{product}",
    params: CustomerProduct,
    reply: json(MobileProduct),
    auth: "bearer",
    replyShown: false,
    spec: "01 §7; 02 §8",
  }),
] as const;

/**
 * The onboarding calls of spec 01 §7, one entry per OnboardingApi method, except simMetadata and
 * transferProductType: GET /sim/metadata/{product} and PUT /sim/v1/product-type/{dry} are served once, as
 * sim.metadata and sim.transferProductType, and the onboarding port calls those.
 */
export const onboardingCalls = collectCalls(...adoptionCalls, ...activationCalls);
