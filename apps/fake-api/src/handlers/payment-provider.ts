import type { providerCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const providerHandlers: Handlers<typeof providerCalls> = {};
