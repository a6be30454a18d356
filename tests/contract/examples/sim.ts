import type { simCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const simExamples: Examples<typeof simCalls> = {};
