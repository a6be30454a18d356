import * as Effect from "effect/Effect";
import type { BillingKind, MobileProduct } from "../../account";
import type { ApiError } from "../../ports";
import { OnboardingApi } from "../onboarding-api";

/**
 * The product being onboarded, read by its billing kind: a postpay product from the postpay call, a prepay or PAYG
 * one (or one whose kind is not chosen yet) from the prepay call.
 */
export const readOnboardingProduct = (
  kind: BillingKind | undefined,
  customerUUID: string,
  productUUID: string,
): Effect.Effect<MobileProduct, ApiError, OnboardingApi> =>
  Effect.flatMap(OnboardingApi, (api) =>
    kind === "postpay"
      ? api.getPostpayProduct(customerUUID, productUUID)
      : api.getPrepayProduct(customerUUID, productUUID),
  );
