import * as Schema from "effect/Schema";
import { UsageMessages, type UsageMessageKey } from "./messages";

/** A usage use case refused, as a message key. */
export class UsageError extends Schema.TaggedError<UsageError>()("UsageError", {
  key: Schema.Enums(UsageMessages),
}) {}

export const usageError = (key: UsageMessageKey): UsageError => new UsageError({ key });
