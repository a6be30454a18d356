import * as Schema from "effect/Schema";
import { PurchasedSummary } from "../cart";

/** What was bought: the shop (SIMs, phones) or broadband of either network. */
export const PurchaseKind = Schema.Literal("shop", "fwa", "ufb");
export type PurchaseKind = typeof PurchaseKind.Type;

/**
 * The purchase kept in storage across the payment (spec 03 §4): stored pending before a card confirmation or an
 * instalment redirect, completed once paid. The thanks pages read it; a failed card confirmation carries it.
 */
export const SavedPurchase = Schema.Struct({
  kind: PurchaseKind,
  status: Schema.Literal("pending", "completed"),
  summary: PurchasedSummary,
  clientSecret: Schema.optional(Schema.String),
  orderId: Schema.optional(Schema.String),
  /** The customer account the order was placed for: its status is read from there on the way back (SHOP-05). */
  customerUUID: Schema.optional(Schema.String),
});
export type SavedPurchase = typeof SavedPurchase.Type;

export const completedPurchase = (purchase: SavedPurchase): SavedPurchase => ({
  ...purchase,
  status: "completed",
});
