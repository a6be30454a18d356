import * as Effect from "effect/Effect";
import type { BillingKind, MobileProduct } from "../../account";
import { SPID } from "../../config";
import { Payments, type ApiError } from "../../ports";
import { ACTIVATION_TRY_LATER, activationErrorMessage, dryActivationOutcome } from "../activation-error";
import {
  chooseFinalisation,
  finalisationCall,
  needsDryActivation,
  type FinalisationType,
} from "../finalisation";
import { OnboardingApi } from "../onboarding-api";
import { OnboardingErrors } from "../onboarding-errors";
import { awaitReadyProduct } from "./await-ready-product";
import { OnboardingFailed } from "./onboarding-failed";
import { readOnboardingProduct } from "./read-onboarding-product";

export interface ActivateServiceInput {
  readonly customerUUID: string;
  readonly productUUID: string;
  readonly kind: BillingKind;
  readonly fullyPaid: boolean;
  readonly voucherRedeemed: boolean;
  /** Prepay without a bundle, at casual rates. */
  readonly casual: boolean;
  readonly plan?: { readonly ProductCatalogUUID?: string; readonly ProductAvailabilityUUID?: string };
}

export interface ActivatedService {
  readonly finalisation: FinalisationType;
  readonly product: MobileProduct;
}

const failedWith = (message: ReturnType<typeof activationErrorMessage>, cause?: ApiError) =>
  new OnboardingFailed({
    messageKey: message.key,
    ...(message.key === "onboarding.activation_error_with_message"
      ? { params: { message: message.message } }
      : {}),
    ...(cause === undefined ? {} : { cause }),
  });

/** A failed finalisation: an active service, a failed credit check (postpay), other 4xx with the server message. */
const finaliseFailed = (call: string) => (cause: ApiError) => {
  if (cause._tag === "ApiFailure" && cause.status === 409)
    return new OnboardingFailed({ messageKey: OnboardingErrors.serviceAlreadyActive, cause });
  if (cause._tag === "ApiFailure" && cause.status === 422 && call === "postpay_activation")
    return new OnboardingFailed({ messageKey: OnboardingErrors.creditCheckFailed, cause });
  if (cause._tag === "ApiFailure" && cause.status >= 400 && cause.status < 500)
    return failedWith(activationErrorMessage(cause.message), cause);
  return failedWith(ACTIVATION_TRY_LATER, cause);
};

/**
 * ONB-03..06: the dry activation (confirming the card with the payment provider when it returns a ClientSecret), the
 * finalisation call of the type, then waiting for the product with add-ons, up to 250 seconds (awaitReadyProduct).
 */
export const activateService = (
  input: ActivateServiceInput,
): Effect.Effect<ActivatedService, OnboardingFailed, OnboardingApi | Payments> =>
  Effect.gen(function* () {
    const api = yield* OnboardingApi;
    const payments = yield* Payments;
    const finalisation = chooseFinalisation(input);

    if (needsDryActivation(finalisation)) {
      const outcome = dryActivationOutcome(
        yield* Effect.either(api.activate(input.customerUUID, input.productUUID, true)),
      );
      if (outcome._tag === "PaymentMethodError" || outcome._tag === "Failed")
        return yield* failedWith(outcome.message);
      if (outcome._tag === "ConfirmCard")
        yield* payments
          .confirmCardPayment(outcome.clientSecret)
          .pipe(
            Effect.mapError(
              (cause) => new OnboardingFailed({ messageKey: OnboardingErrors.cardAuthorizationError, cause }),
            ),
          );
    }

    const call = finalisationCall(finalisation, input.casual);
    const kindRequest = {
      CustomerUUID: input.customerUUID,
      ProductInstanceUUID: input.productUUID,
      ...input.plan,
    };
    const finalise: Effect.Effect<unknown, ApiError> =
      call === "postpay_activation"
        ? api.postpayActivation(kindRequest)
        : call === "payg_activation"
          ? api.paygActivation(kindRequest)
          : call === "prepay_finalise_activation"
            ? api.prepayFinaliseActivation({
                SPID: SPID,
                CustomerUUID: input.customerUUID,
                ProductInstanceUUID: input.productUUID,
              })
            : api.activate(input.customerUUID, input.productUUID, false);
    yield* finalise.pipe(Effect.mapError(finaliseFailed(call)));

    const product = yield* awaitReadyProduct(
      readOnboardingProduct(input.kind, input.customerUUID, input.productUUID),
    );
    return { finalisation, product };
  });
