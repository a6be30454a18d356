import { collectCalls } from "./define";

/** The accountProducts calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const accountProductsCalls = collectCalls();
