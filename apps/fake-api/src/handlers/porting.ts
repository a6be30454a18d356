import type { portingCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const portingHandlers: Handlers<typeof portingCalls> = {};
