import type { billingRoutesCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const billingRoutesHandlers: Handlers<typeof billingRoutesCalls> = {};
