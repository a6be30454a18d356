import type { providerCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const providerExamples: Examples<typeof providerCalls> = {};
