import type { plansCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const plansExamples: Examples<typeof plansCalls> = {};
