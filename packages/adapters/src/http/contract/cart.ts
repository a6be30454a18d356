import { collectCalls } from "./define";

/** The cart calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const cartCalls = collectCalls();
