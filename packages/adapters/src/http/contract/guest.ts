import { collectCalls } from "./define";

/** The guest calls: filled in by the engineer who owns this context (see docs/api.md, "Adding a context"). */
export const guestCalls = collectCalls();
