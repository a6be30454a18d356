import { collectCalls } from "./define";

/** The broadband calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const broadbandCalls = collectCalls();
