import { SimMetadata } from "../sim";

/**
 * The onboarding metadata of spec 01 §3 (postpay, prepay and payg product catalog uuids, fully-paid flag,
 * replacement-for) is what GET /sim/metadata/{product} returns; one schema serves both contexts.
 */
export const OnboardingMetadata = SimMetadata;
export type OnboardingMetadata = SimMetadata;
