import { apiErrorMessageKey, type ApiError } from "../ports";

/** The server's onboarding error codes (spec 01 §8). */
export const OnboardingErrorCodes = ["TOKEN_ERROR", "NO_SERVICE", "CANT_ADOPT_BY_IP"] as const;
export type OnboardingErrorCode = (typeof OnboardingErrorCodes)[number];

/** The onboarding error catalogue of spec 01 §8 as message keys. */
export const OnboardingErrors = {
  tokenError: "onboarding.token_error",
  noService: "onboarding.no_service",
  cantAdoptByIp: "onboarding.cant_adopt_by_ip",
  noCustomerUuid: "onboarding.no_customer_uuid",
  activationLinkExpired: "onboarding.activation_link_expired",
  numberOrSimNotFound: "onboarding.number_or_sim_not_found",
  serviceAlreadyActive: "onboarding.service_already_active",
  creditCheckFailed: "onboarding.credit_check_failed",
  cardAuthorizationError: "onboarding.card_authorization_error",
  cardAboutToExpire: "onboarding.card_about_to_expire",
} as const;

const BY_CODE: Readonly<Record<OnboardingErrorCode, string>> = {
  TOKEN_ERROR: OnboardingErrors.tokenError,
  NO_SERVICE: OnboardingErrors.noService,
  CANT_ADOPT_BY_IP: OnboardingErrors.cantAdoptByIp,
};

const isCode = (value: string): value is OnboardingErrorCode =>
  (OnboardingErrorCodes as ReadonlyArray<string>).includes(value);

/**
 * The message key of a failed onboarding call: a known error code in the reply's message wins; then the status
 * (404: the number or SIM ID was not found, 409: the service is already active, 410: the link has expired);
 * anything else gets the shared message of the API error.
 */
export const onboardingErrorKey = (error: ApiError): string => {
  const code = error.message.trim().toUpperCase();
  if (isCode(code)) return BY_CODE[code];
  if (error._tag === "ApiFailure") {
    if (error.status === 404) return OnboardingErrors.numberOrSimNotFound;
    if (error.status === 409) return OnboardingErrors.serviceAlreadyActive;
    if (error.status === 410) return OnboardingErrors.activationLinkExpired;
  }
  return apiErrorMessageKey(error);
};
