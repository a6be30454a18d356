import type { plansCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const plansHandlers: Handlers<typeof plansCalls> = {};
