import type { usageCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const usageExamples: Examples<typeof usageCalls> = {};
