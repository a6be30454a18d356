import type { customerCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const customerHandlers: Handlers<typeof customerCalls> = {};
