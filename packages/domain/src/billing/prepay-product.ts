import * as Schema from "effect/Schema";
import { ProductAddon } from "../account";
import { Cents } from "../money";

/**
 * A prepay product (spec 02 §3): main balance credit and when it expires. A purchase reply may carry the product
 * with its AddOns, which the portal then saves (PLAN-04).
 */
export const PrepayProduct = Schema.Struct({
  UUID: Schema.String,
  CurrencyCreditExpiresAtNanos: Schema.optional(Schema.Number),
  CreatedAtNanos: Schema.optional(Schema.Number),
  MainBalCreditCents: Schema.optional(Cents),
  AddOns: Schema.optional(Schema.Array(ProductAddon)),
});
export type PrepayProduct = typeof PrepayProduct.Type;
