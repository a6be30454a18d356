import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const broadbandHandlers: Handlers<typeof broadbandCalls> = {};
