import type { addressCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const addressExamples: Examples<typeof addressCalls> = {};
