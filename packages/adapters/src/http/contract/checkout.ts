import { collectCalls } from "./define";

/** The checkout calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const checkoutCalls = collectCalls();
