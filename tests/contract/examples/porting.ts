import type { portingCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const portingExamples: Examples<typeof portingCalls> = {};
