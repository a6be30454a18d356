import { collectCalls } from "./define";

/** The help calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const helpCalls = collectCalls();
