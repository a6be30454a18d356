import type { guestCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const guestExamples: Examples<typeof guestCalls> = {};
