import * as Either from "effect/Either";
import { PaymentsMessages, canAuthorizeCard, type Card } from "../payments";
import type { OnboardingFacts } from "./onboarding-steps";

export type CardAuthorization =
  | { readonly card: Extract<OnboardingFacts["card"], "authorized" | "about_to_expire"> }
  | { readonly card: "failed"; readonly messageKey: string };

/**
 * ONB-08: what authorising the chosen card makes of the onboarding facts. A card in its last month has its own
 * onboarding message (the step model shows it); any other refusal of the payments rule (an expired card) is a
 * failed authorization told with that rule's message.
 */
export const authorizeOnboardingCard = (card: Card, nowMillis: number): CardAuthorization => {
  const allowed = canAuthorizeCard(card, nowMillis);
  if (Either.isRight(allowed)) return { card: "authorized" };
  if (allowed.left === PaymentsMessages.cardAboutToExpire) return { card: "about_to_expire" };
  return { card: "failed", messageKey: allowed.left };
};
