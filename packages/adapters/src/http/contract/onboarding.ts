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
    method: "POST",
    path: "/v3/adopt_by_ip",
    body: AdoptByIpRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.adoptByToken",
    method: "POST",
    path: "/v3/adopt_by_token",
    body: AdoptByTokenRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.adoptBySms",
    method: "POST",
    path: "/v3/adopt_by_sms",
    body: AdoptBySmsRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.adoptBySimSms",
    method: "POST",
    path: "/v3/adopt_by_sim_sms",
    body: AdoptBySimSmsRequest,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.resumeAdoption",
    method: "GET",
    path: "/v3/adoption_token_resume/{id}",
    params: Id,
    reply: json(AdoptionReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.createAuthToken",
    method: "POST",
    path: "/v2/auth_token",
    body: AuthTokenRequest,
    reply: json(AuthTokenReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.getAuthToken",
    method: "GET",
    path: "/v2/auth_token/{id}",
    params: Id,
    reply: json(AuthTokenReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.activateByCode",
    method: "POST",
    path: "/v3/{spid}/activation/{code}",
    params: Code,
    body: ActivationByCodeRequest,
    reply: json(ActivationByCodeReply),
    auth: "none",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.requestNewActivationLink",
    method: "POST",
    path: "/v3/{spid}/activation/{code}/sms",
    params: Code,
    reply: json(NewActivationLinkReply),
    auth: "none",
    replyShown: false,
  }),
] as const;

/** Finalisation and the product reads of the service activation screen (ONB-03..06); signed in. */
const activationCalls = [
  defineCall({
    id: "onboarding.activate",
    method: "POST",
    path: "/customer/{id}/service/{product}/activate/{dry}",
    params: Schema.Struct({ id: PathParam, product: PathParam, dry: QueryBoolean }),
    reply: json(ActivateReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.postpayActivation",
    method: "POST",
    path: "/postpay/activation",
    body: KindActivationRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.paygActivation",
    method: "POST",
    path: "/payg/activation",
    body: KindActivationRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.prepayFinaliseActivation",
    method: "POST",
    path: "/v3/{spid}/prepay_mobile/finalise_activation",
    body: PrepayFinaliseRequest,
    reply: json(FinaliseReply),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.getPrepayProduct",
    method: "GET",
    path: "/v3/{spid}/customer/{id}/mobileprepay/{product}",
    params: CustomerProduct,
    reply: json(MobileProduct),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "onboarding.getPostpayProduct",
    method: "GET",
    path: "/v1/{spid}/customer/{id}/postpay_mobile/{product}",
    params: CustomerProduct,
    reply: json(MobileProduct),
    auth: "bearer",
    replyShown: false,
  }),
] as const;

/**
 * The onboarding calls of spec 01 §7, one entry per OnboardingApi method, except simMetadata and
 * transferProductType: GET /sim/metadata/{product} and PUT /sim/v1/product-type/{dry} are served once, as
 * sim.metadata and sim.transferProductType, and the onboarding port calls those.
 */
export const onboardingCalls = collectCalls(...adoptionCalls, ...activationCalls);
