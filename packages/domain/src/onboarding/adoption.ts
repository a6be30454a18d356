import * as Either from "effect/Either";
import type { ApiError } from "../ports";
import { hasText } from "../validation";
import { OnboardingErrorCodes, OnboardingErrors, onboardingErrorKey } from "./onboarding-errors";

/** How a service is adopted: linked to the customer who will onboard it (spec 01 §4, ONB-02). */
export const AdoptionMethods = ["token", "existing_customer", "network_address", "sms", "sim_sms"] as const;
export type AdoptionMethod = (typeof AdoptionMethods)[number];

export interface AdoptionFacts {
  /** A token from the link the customer followed. */
  readonly token?: string | undefined;
  /** The visitor is signed in: the service joins their customer account. */
  readonly signedIn: boolean;
  /** The visitor reaches the portal over the operator's mobile network. */
  readonly onOperatorNetwork: boolean;
  /** adopt_by_ip was tried and answered CANT_ADOPT_BY_IP. */
  readonly networkAdoptionFailed: boolean;
  readonly mobileNumber?: string | undefined;
  readonly simId?: string | undefined;
}

/**
 * The method to try, most specific first (decided; the spec lists the methods only): a link token names the service
 * exactly; a signed-in customer who names the number or SIM ID adopts it into their account; on the operator's network the network address identifies
 * the SIM with nothing to type; otherwise an SMS code to the number, or to the SIM identified by its SIM ID.
 */
export const chooseAdoptionMethod = (
  facts: AdoptionFacts,
): Either.Either<AdoptionMethod, "onboarding.number_or_sim_required"> => {
  if (hasText(facts.token)) return Either.right("token");
  if (facts.signedIn && (hasText(facts.mobileNumber) || hasText(facts.simId)))
    return Either.right("existing_customer");
  if (facts.onOperatorNetwork && !facts.networkAdoptionFailed) return Either.right("network_address");
  if (hasText(facts.mobileNumber)) return Either.right("sms");
  if (hasText(facts.simId)) return Either.right("sim_sms");
  return Either.left("onboarding.number_or_sim_required");
};

/** An adoption reply must carry the customer's UUID (spec 01 §8: no customer UUID). */
export const adoptedCustomer = (reply: {
  readonly CustomerUUID?: string | undefined;
}): Either.Either<string, typeof OnboardingErrors.noCustomerUuid> => {
  const uuid = (reply.CustomerUUID ?? "").trim();
  return uuid === "" ? Either.left(OnboardingErrors.noCustomerUuid) : Either.right(uuid);
};

/** A refused SMS code (400 or 422 without an onboarding error code) means the code was wrong. */
export const smsAdoptionErrorKey = (error: ApiError): string => {
  const coded = (OnboardingErrorCodes as ReadonlyArray<string>).includes(error.message.trim().toUpperCase());
  if (!coded && error._tag === "ApiFailure" && (error.status === 400 || error.status === 422))
    return "onboarding.verification_code_incorrect";
  return onboardingErrorKey(error);
};
