import type { CheckoutIssue } from "./checkout-messages";

/**
 * A checkout needs order items (spec 03 §5): none at all is 'No Order Items'; a line without an item id, or with
 * no quantity, is 'No Order Item'.
 */
export const orderItemsIssues = (
  items:
    | ReadonlyArray<{ readonly ItemUUID?: string | undefined; readonly Quantity?: number | undefined }>
    | undefined,
): ReadonlyArray<CheckoutIssue> => {
  if (items === undefined || items.length === 0) return [{ key: "checkout.no_order_items", field: "items" }];
  const broken = items.some(
    (item) => item.ItemUUID === undefined || item.ItemUUID.trim() === "" || (item.Quantity ?? 1) < 1,
  );
  return broken ? [{ key: "checkout.no_order_item", field: "items" }] : [];
};
