import * as Layer from "effect/Layer";
import { OnboardingApi, type OnboardingApiService } from "@waea/domain/onboarding/api";
import type { HttpApiClient } from "../client";
import { onboardingCalls } from "../contract/onboarding";
import { simCalls } from "../contract/sim";

/**
 * The OnboardingApi port over HTTP. The SIM metadata and the product-type transfer are SIM calls the onboarding
 * flow shares: they go through the sim entries of the contract (one route each).
 */
export const makeHttpOnboardingApi = (client: HttpApiClient): OnboardingApiService => {
  const onboarding = client.calls(onboardingCalls);
  const sim = client.calls(simCalls);
  return {
    adoptByIp: (body) => onboarding.adoptByIp({ body }),
    adoptByToken: (body) => onboarding.adoptByToken({ body }),
    adoptBySms: (body) => onboarding.adoptBySms({ body }),
    adoptBySimSms: (body) => onboarding.adoptBySimSms({ body }),
    resumeAdoption: (id) => onboarding.resumeAdoption({ params: { id } }),
    createAuthToken: (body) => onboarding.createAuthToken({ body }),
    getAuthToken: (id) => onboarding.getAuthToken({ params: { id } }),
    simMetadata: (product) => sim.metadata({ params: { product } }),
    activate: (id, product, dry) => onboarding.activate({ params: { id, product, dry } }),
    transferProductType: (body, dry) => sim.transferProductType({ params: { dry }, body }),
    postpayActivation: (body) => onboarding.postpayActivation({ body }),
    paygActivation: (body) => onboarding.paygActivation({ body }),
    prepayFinaliseActivation: (body) => onboarding.prepayFinaliseActivation({ body }),
    getPrepayProduct: (id, product) => onboarding.getPrepayProduct({ params: { id, product } }),
    getPostpayProduct: (id, product) => onboarding.getPostpayProduct({ params: { id, product } }),
    activateByCode: (code, body) => onboarding.activateByCode({ params: { code }, body }),
    requestNewActivationLink: (code) => onboarding.requestNewActivationLink({ params: { code } }),
  };
};

export const httpOnboardingLayer = (client: HttpApiClient): Layer.Layer<OnboardingApi> =>
  Layer.succeed(OnboardingApi, makeHttpOnboardingApi(client));
