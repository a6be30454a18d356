import * as Schema from "effect/Schema";

/** A plans rule refused what the user asked for; `key` is the message (plans.*) to show. */
export class PlansRefused extends Schema.TaggedError<PlansRefused>()("PlansRefused", {
  key: Schema.String,
  /** For the once-per-month refusal: when the next change is allowed. */
  nextChangeAtMillis: Schema.optionalWith(Schema.Number, { exact: true }),
}) {}
