import { collectCalls } from "./define";

/** The onboarding calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const onboardingCalls = collectCalls();
