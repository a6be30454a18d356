import type { usageCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const usageHandlers: Handlers<typeof usageCalls> = {};
