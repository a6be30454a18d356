import { collectCalls } from "./define";

/** The address calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const addressCalls = collectCalls();
