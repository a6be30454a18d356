import type { LocalCart } from "./local-cart";
import { withItems } from "./local-cart";
import { removeItem } from "./remove-item";

/**
 * Sets a line's quantity (SHOP-02). 0 or less removes the line (with its related lines, see removeItem); a line
 * that is not quantifiable keeps its quantity; fractions are cut to whole items. Unknown ids change nothing.
 */
export const setQuantity = (cart: LocalCart, id: string, quantity: number): LocalCart => {
  const line = cart.items[id];
  if (line === undefined) return cart;
  const whole = Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
  if (whole <= 0) return removeItem(cart, id);
  if (!line.quantifiable) return cart;
  return withItems(cart, { ...cart.items, [id]: { ...line, quantity: whole } });
};

/** One more of a line. */
export const increaseQuantity = (cart: LocalCart, id: string): LocalCart =>
  setQuantity(cart, id, (cart.items[id]?.quantity ?? 0) + 1);

/** One fewer of a line: decreasing from 1 removes it. */
export const decreaseQuantity = (cart: LocalCart, id: string): LocalCart =>
  setQuantity(cart, id, (cart.items[id]?.quantity ?? 0) - 1);
