import type { paymentsCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const paymentsHandlers: Handlers<typeof paymentsCalls> = {};
