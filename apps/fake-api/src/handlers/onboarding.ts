import type { onboardingCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";
import { activationHandlers } from "./onboarding-activation";
import { adoptionHandlers } from "./onboarding-adoption";
import { linkHandlers } from "./onboarding-links";

/** Mobile onboarding (ONB-01..06): adoption, activation links, finalisation and the activation screen's reads. */
export const onboardingHandlers: Handlers<typeof onboardingCalls> = {
  ...adoptionHandlers,
  ...linkHandlers,
  ...activationHandlers,
};
