import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { MobileProduct } from "../account";
import type { ApiError } from "../ports";
import type { ProductTypeTransferReply, ProductTypeTransferRequest, SimMetadata } from "../sim";
import type {
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
} from "./onboarding-requests";

/** The onboarding calls of spec 01 §7, as the `call` of their errors and the entries of the HTTP contract. */
export const OnboardingCalls = {
  adoptByIp: "POST v3/adopt_by_ip",
  adoptByToken: "POST v3/adopt_by_token",
  adoptBySms: "POST v3/adopt_by_sms",
  adoptBySimSms: "POST v3/adopt_by_sim_sms",
  resumeAdoption: "GET v3/adoption_token_resume/{id}",
  createAuthToken: "POST /v2/auth_token",
  getAuthToken: "GET /v2/auth_token/{id}",
  simMetadata: "GET /sim/metadata/{product}",
  activate: "POST /customer/{id}/service/{product}/activate/{dry}",
  transferProductType: "PUT /sim/v1/product-type/{dry}",
  postpayActivation: "POST /postpay/activation",
  paygActivation: "POST /payg/activation",
  prepayFinaliseActivation: "POST v3/{spid}/prepay_mobile/finalise_activation",
  getPrepayProduct: "GET v3/{spid}/customer/{id}/mobileprepay/{product}",
  getPostpayProduct: "GET v1/{spid}/customer/{id}/postpay_mobile/{product}",
  // activation/:code is a screen of the spec; its calls are our decision.
  activateByCode: "POST v3/{spid}/activation/{code}",
  requestNewActivationLink: "POST v3/{spid}/activation/{code}/sms",
} as const;
export type OnboardingCallName = keyof typeof OnboardingCalls;

export interface OnboardingApiService {
  readonly adoptByIp: (request: AdoptByIpRequest) => Effect.Effect<AdoptionReply, ApiError>;
  readonly adoptByToken: (request: AdoptByTokenRequest) => Effect.Effect<AdoptionReply, ApiError>;
  readonly adoptBySms: (request: AdoptBySmsRequest) => Effect.Effect<AdoptionReply, ApiError>;
  readonly adoptBySimSms: (request: AdoptBySimSmsRequest) => Effect.Effect<AdoptionReply, ApiError>;
  readonly resumeAdoption: (tokenId: string) => Effect.Effect<AdoptionReply, ApiError>;
  readonly createAuthToken: (request: AuthTokenRequest) => Effect.Effect<AuthTokenReply, ApiError>;
  readonly getAuthToken: (id: string) => Effect.Effect<AuthTokenReply, ApiError>;
  readonly simMetadata: (productUUID: string) => Effect.Effect<SimMetadata, ApiError>;
  readonly activate: (
    customerUUID: string,
    productUUID: string,
    dry: boolean,
  ) => Effect.Effect<ActivateReply, ApiError>;
  readonly transferProductType: (
    request: ProductTypeTransferRequest,
    dry: boolean,
  ) => Effect.Effect<ProductTypeTransferReply, ApiError>;
  readonly postpayActivation: (request: KindActivationRequest) => Effect.Effect<FinaliseReply, ApiError>;
  readonly paygActivation: (request: KindActivationRequest) => Effect.Effect<FinaliseReply, ApiError>;
  readonly prepayFinaliseActivation: (
    request: PrepayFinaliseRequest,
  ) => Effect.Effect<FinaliseReply, ApiError>;
  readonly getPrepayProduct: (
    customerUUID: string,
    productUUID: string,
  ) => Effect.Effect<MobileProduct, ApiError>;
  readonly getPostpayProduct: (
    customerUUID: string,
    productUUID: string,
  ) => Effect.Effect<MobileProduct, ApiError>;
  readonly activateByCode: (
    code: string,
    request: ActivationByCodeRequest,
  ) => Effect.Effect<ActivationByCodeReply, ApiError>;
  readonly requestNewActivationLink: (code: string) => Effect.Effect<NewActivationLinkReply, ApiError>;
}

export class OnboardingApi extends Context.Tag("waea/OnboardingApi")<OnboardingApi, OnboardingApiService>() {}
