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
