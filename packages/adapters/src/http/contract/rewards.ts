import { collectCalls } from "./define";

/** The rewards calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const rewardsCalls = collectCalls();
