import type { rewardsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const rewardsExamples: Examples<typeof rewardsCalls> = {};
