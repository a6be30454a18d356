import type { accountProductsCalls } from "@waea/adapters/http/contract";
import type { Handlers } from "../server/handler";

export const accountProductsHandlers: Handlers<typeof accountProductsCalls> = {};
