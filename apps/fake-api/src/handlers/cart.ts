import type { cartCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const cartHandlers: Handlers<typeof cartCalls> = {};
