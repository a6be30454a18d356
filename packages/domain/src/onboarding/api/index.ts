/** The onboarding API port: only a shell's composition root and the adapters name it (see docs/architecture.md). */
export { OnboardingApi, type OnboardingApiService } from "../onboarding-api";
