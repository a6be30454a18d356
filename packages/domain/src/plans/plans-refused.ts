import * as Data from "effect/Data";

/** A plans rule refused what the user asked for; `key` is the message (plans.*) to show. */
export class PlansRefused extends Data.TaggedError("PlansRefused")<{
  readonly key: string;
  /** For the once-per-month refusal: when the next change is allowed. */
  readonly nextChangeAtMillis?: number;
}> {}
