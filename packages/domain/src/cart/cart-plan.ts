import * as Schema from "effect/Schema";
import { Cents } from "../money";

/**
 * A plan chosen for a SIM: the catalogue entry and availability ids the order needs (spec 03 §4), the name and
 * price shown, and whether the availability can still be bought.
 */
export const CartPlan = Schema.Struct({
  ProductCatalogUUID: Schema.String,
  ProductAvailabilityUUID: Schema.String,
  Name: Schema.String,
  PriceCents: Cents,
  PriceCatalogCents: Schema.optional(Cents),
  Description: Schema.optional(Schema.String),
  Available: Schema.optional(Schema.Boolean),
});
export type CartPlan = typeof CartPlan.Type;
