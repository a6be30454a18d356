import { OnboardingErrors } from "./onboarding-errors";
import type { OnboardingFacts } from "./onboarding-steps";

/**
 * ONB-03..06: what a failed activation teaches the flow, by the failure's message key. A refused credit check or card
 * authorisation sends the customer back to that screen (nextOnboardingStep then shows it again with its message);
 * any other failure changes no fact, and the service activation screen shows it with a way to try again.
 */
export const factsAfterActivationFailure = (
  messageKey: string,
): Partial<Pick<OnboardingFacts, "creditCheck" | "card">> | undefined => {
  if (messageKey === OnboardingErrors.creditCheckFailed) return { creditCheck: "failed" };
  if (messageKey === OnboardingErrors.cardAuthorizationError) return { card: "failed" };
  return undefined;
};
