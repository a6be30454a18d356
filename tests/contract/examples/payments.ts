import type { paymentsCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const paymentsExamples: Examples<typeof paymentsCalls> = {};
