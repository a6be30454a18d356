import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** What the thanks page shows after a purchase; kept after the cart is reset (spec 03 §3). */
export const PurchasedSummary = Schema.Struct({
  number: Schema.String,
  e_sim: Schema.Boolean,
  plan: Schema.optional(Schema.Struct({ name: Schema.String, price: Cents })),
  address: Schema.optional(Schema.String),
  is_only_sim: Schema.Boolean,
});
export type PurchasedSummary = typeof PurchasedSummary.Type;
