import type { helpCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const helpHandlers: Handlers<typeof helpCalls> = {};
