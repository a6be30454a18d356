import type { onboardingCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const onboardingExamples: Examples<typeof onboardingCalls> = {};
