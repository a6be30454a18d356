import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { EshopAddress } from "./eshop-address";
import { ServerCartItem } from "./server-cart-item";

/** The state value of an open cart (spec 03 §3). */
export const CART_STATE = "CART";

/** What the portal posts to /eshop/cart (spec 03 §3). UUID and Number are absent for a new cart. */
export const ServerCartPayload = Schema.Struct({
  CustomerUUID: Schema.optional(Schema.String),
  Items: Schema.Array(ServerCartItem),
  SPID: Schema.Int,
  UUID: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
  Address: Schema.optional(EshopAddress),
  /** An anonymous cart's own token (from the reply that made it): its UUID alone does not reach it. */
  CartToken: Schema.optional(Schema.String),
});
export type ServerCartPayload = typeof ServerCartPayload.Type;

/** The server cart as the e-shop answers it (spec 03 §3). */
export const ServerCart = Schema.Struct({
  UUID: Schema.String,
  Number: Schema.String,
  Items: Schema.Array(ServerCartItem),
  CustomerUUID: Schema.optional(Schema.String),
  AmountCents: Cents,
  AmountTaxCents: Cents,
  State: Schema.optional(Schema.String),
  Address: Schema.optional(EshopAddress),
  /**
   * An anonymous cart's token, on the replies of the anonymous calls only: the browser keeps it with the cart's
   * UUID and sends it back to read or change the cart. A customer's cart has none (it is reached by signing in).
   */
  CartToken: Schema.optional(Schema.String),
});
export type ServerCart = typeof ServerCart.Type;
