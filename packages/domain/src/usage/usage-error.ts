import * as Data from "effect/Data";
import type { UsageMessageKey } from "./messages";

/** A usage use case refused, as a message key. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly key: UsageMessageKey }> {}

export const usageError = (key: UsageMessageKey): UsageError => new UsageError({ key });
