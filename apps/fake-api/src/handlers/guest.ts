import type { guestCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const guestHandlers: Handlers<typeof guestCalls> = {};
