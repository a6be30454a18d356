import * as Schema from "effect/Schema";

/** A path segment: some text, not absurdly long (ids, invoice numbers, e-mail addresses). */
export const PathParam = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(256));

/** An integer in a query string ("10"). */
export const QueryInt = Schema.compose(Schema.NumberFromString, Schema.Int);

/** A boolean in a query string ("true" or "false"). */
export const QueryBoolean = Schema.BooleanFromString;
