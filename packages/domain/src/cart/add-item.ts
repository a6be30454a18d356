import type { LocalCart, LocalCartItem } from "./local-cart";
import { withItems } from "./local-cart";

/** A quantity as a whole number of at least one: what "add" means whatever the caller passed. */
const addedQuantity = (quantity: number): number =>
  Number.isFinite(quantity) && quantity >= 1 ? Math.trunc(quantity) : 1;

/**
 * Adds a line (SHOP-02). An item already in the cart has its quantity increased by the added quantity; a line that
 * is not quantifiable stays as it is (a SIM's plan, a SIM) and holds exactly one: two SIMs are two lines, each with
 * its own plan (the multi-SIM order).
 */
export const addItem = (cart: LocalCart, item: LocalCartItem): LocalCart => {
  const quantity = addedQuantity(item.quantity);
  const existing = cart.items[item.id];
  if (existing === undefined)
    return withItems(cart, {
      ...cart.items,
      [item.id]: { ...item, quantity: item.quantifiable ? quantity : 1 },
    });
  if (!existing.quantifiable) return cart;
  return withItems(cart, {
    ...cart.items,
    [item.id]: { ...existing, quantity: existing.quantity + quantity },
  });
};
