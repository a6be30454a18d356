import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const broadbandExamples: Examples<typeof broadbandCalls> = {};
