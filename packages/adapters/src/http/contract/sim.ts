import { collectCalls } from "./define";

/** The sim calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const simCalls = collectCalls();
