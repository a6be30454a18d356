import { collectCalls } from "./define";

/** The porting calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const portingCalls = collectCalls();
