import type { checkoutCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const checkoutHandlers: Handlers<typeof checkoutCalls> = {};
