import type { checkoutCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const checkoutExamples: Examples<typeof checkoutCalls> = {};
