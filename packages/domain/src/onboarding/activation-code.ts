import * as Either from "effect/Either";
import type { ApiError } from "../ports";
import { onboardingErrorKey, OnboardingErrors } from "./onboarding-errors";

/** activation/:code needs the verification code the customer received (ONB-01). */
export const validateVerificationCode = (
  code: string | undefined,
): Either.Either<string, "onboarding.verification_code_required"> => {
  const value = (code ?? "").trim();
  return value === "" ? Either.left("onboarding.verification_code_required") : Either.right(value);
};

/**
 * The message of a failed activation by code: 410 the link has expired (a new one can be requested by SMS),
 * 404 the link is not valid, 400 or 422 the verification code is wrong; otherwise the onboarding catalogue.
 */
export const activationByCodeErrorKey = (error: ApiError): string => {
  if (error._tag === "ApiFailure") {
    if (error.status === 410) return OnboardingErrors.activationLinkExpired;
    if (error.status === 404) return "onboarding.activation_link_invalid";
    if (error.status === 400 || error.status === 422) return "onboarding.verification_code_incorrect";
  }
  return onboardingErrorKey(error);
};

/** An expired link offers a new one by SMS. */
export const offersNewLink = (messageKey: string): boolean =>
  messageKey === OnboardingErrors.activationLinkExpired;
