import * as Schema from "effect/Schema";

/** Images of a catalog item, one URL per size (spec 03 §3). */
export const ItemImage = Schema.Struct({
  UUID: Schema.String,
  Name: Schema.String,
  Orig: Schema.optional(Schema.String),
  XS: Schema.optional(Schema.String),
  S: Schema.optional(Schema.String),
  M: Schema.optional(Schema.String),
  L: Schema.optional(Schema.String),
  XL: Schema.optional(Schema.String),
});
export type ItemImage = typeof ItemImage.Type;
