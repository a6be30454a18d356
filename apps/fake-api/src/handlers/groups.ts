import type { groupsCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const groupsHandlers: Handlers<typeof groupsCalls> = {};
