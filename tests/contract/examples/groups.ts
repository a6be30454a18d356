import type { groupsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const groupsExamples: Examples<typeof groupsCalls> = {};
