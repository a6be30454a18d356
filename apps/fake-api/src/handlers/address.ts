import type { addressCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const addressHandlers: Handlers<typeof addressCalls> = {};
