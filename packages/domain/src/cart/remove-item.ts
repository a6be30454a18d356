import { isSimKind } from "./item-kinds";
import type { LocalCart, LocalCartItem } from "./local-cart";
import { cartLines, withItems } from "./local-cart";

const keepOnly = (cart: LocalCart, keep: (line: LocalCartItem) => boolean): LocalCart =>
  withItems(
    cart,
    Object.fromEntries(
      cartLines(cart)
        .filter(keep)
        .map((line) => [line.id, line]),
    ),
  );

/**
 * Removes a line (SHOP-02, spec 03 §4). Removing a SIM, eSIM or plan line also removes the lines with the same
 * catalogue and availability ids (the SIM and its plan go together); when those ids are missing every SIM, eSIM and
 * plan line goes. A line that is not removable (a SIM's plan) is left alone when asked for directly: it leaves
 * with its SIM. An unknown id changes nothing.
 */
export const removeItem = (cart: LocalCart, id: string): LocalCart => {
  const line = cart.items[id];
  if (line === undefined || !line.removable) return cart;
  if (!isSimKind(line.type)) return keepOnly(cart, (other) => other.id !== id);
  const catalog = line.product.item.ProductCatalogUUID;
  const availability = line.product.item.ProductAvailabilityUUID;
  if (catalog === undefined || availability === undefined)
    return keepOnly(cart, (other) => !isSimKind(other.type));
  return keepOnly(
    cart,
    (other) =>
      other.id !== id &&
      !(
        other.product.item.ProductCatalogUUID === catalog &&
        other.product.item.ProductAvailabilityUUID === availability
      ),
  );
};
