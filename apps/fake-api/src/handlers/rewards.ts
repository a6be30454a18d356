import type { rewardsCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const rewardsHandlers: Handlers<typeof rewardsCalls> = {};
