import type { onboardingCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const onboardingHandlers: Handlers<typeof onboardingCalls> = {};
