import { collectCalls } from "./define";

/** The payments calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const paymentsCalls = collectCalls();
