import type { helpCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const helpExamples: Examples<typeof helpCalls> = {};
