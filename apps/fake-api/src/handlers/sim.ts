import type { simCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const simHandlers: Handlers<typeof simCalls> = {};
