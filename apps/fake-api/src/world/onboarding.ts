import type { CoreState } from "./core";
import type { SeedContext } from "./seed-context";

/** The onboarding slice: filled in by the engineer who owns this context. */
export type OnboardingState = Readonly<Record<string, never>>;

export const seedOnboarding = (_ctx: SeedContext, _core: CoreState): OnboardingState => ({});
