import * as Schema from "effect/Schema";
import { Cents } from "../money";
import { formatEshopAddress, type EshopAddress } from "./eshop-address";
import { isSimKind } from "./item-kinds";
import type { LocalCart } from "./local-cart";
import { cartLines, emptyCart } from "./local-cart";

/** What the thanks page shows after a purchase; kept after the cart is reset (spec 03 §3). */
export const PurchasedSummary = Schema.Struct({
  number: Schema.String,
  e_sim: Schema.Boolean,
  plan: Schema.optional(Schema.Struct({ name: Schema.String, price: Cents })),
  address: Schema.optional(Schema.String),
  is_only_sim: Schema.Boolean,
});
export type PurchasedSummary = typeof PurchasedSummary.Type;

/**
 * The summary of the cart being bought. The number is the order number when the checkout gave one, else the cart
 * number. is_only_sim: the cart holds SIMs and plans and nothing else (no phone to deliver with them).
 */
export const purchasedSummary = (
  cart: LocalCart,
  facts: { readonly number?: string | undefined; readonly address?: EshopAddress | undefined },
): PurchasedSummary => {
  const lines = cartLines(cart);
  const plan = lines.find((line) => line.type === "plan");
  return {
    number: facts.number ?? cart.number ?? "",
    e_sim: lines.some((line) => line.type === "esim"),
    ...(plan === undefined ? {} : { plan: { name: plan.product.item.Name ?? "", price: plan.price } }),
    ...(facts.address === undefined ? {} : { address: formatEshopAddress(facts.address) }),
    is_only_sim: lines.length > 0 && lines.every((line) => isSimKind(line.type)),
  };
};

/** After checkout the cart starts empty again (no uuid, no number) and the summary is what remains. */
export const resetAfterCheckout = (
  cart: LocalCart,
  facts: { readonly number?: string | undefined; readonly address?: EshopAddress | undefined },
): { readonly cart: LocalCart; readonly summary: PurchasedSummary } => ({
  cart: emptyCart,
  summary: purchasedSummary(cart, facts),
});
