import { formatEshopAddress, type EshopAddress } from "./eshop-address";
import { isSimKind } from "./item-kinds";
import type { LocalCart } from "./local-cart";
import { cartLines, emptyCart } from "./local-cart";
import type { PurchasedSummary } from "./purchased-summary-schema";

// In its own file: the boot reads a saved purchase (the thanks pages' guard) without the cart's rules.
export { PurchasedSummary } from "./purchased-summary-schema";

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
