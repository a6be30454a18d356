import type { billingRoutesCalls } from "@waea/adapters/http/contract";
import type { Examples } from "./example";

export const billingRoutesExamples: Examples<typeof billingRoutesCalls> = {};
