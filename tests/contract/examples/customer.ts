import type { customerCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const customerExamples: Examples<typeof customerCalls> = {};
