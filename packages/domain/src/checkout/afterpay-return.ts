import type { PurchaseKind, SavedPurchase } from "./saved-purchase";

export const AFTERPAY_RETURN_PATH = "/afterpay-return";

/** Where the instalment provider sends the customer back; broadband returns carry ?broadband=true (spec 03 §2). */
export const afterpayReturnUrl = (origin: string, kind: PurchaseKind): string =>
  `${origin.replace(/\/+$/, "")}${AFTERPAY_RETURN_PATH}${kind === "shop" ? "" : "?broadband=true"}`;

/** The checkout page of each kind of purchase. */
export const checkoutPath = (kind: PurchaseKind): string =>
  kind === "fwa" ? "/checkout-fwa" : kind === "ufb" ? "/checkout-ufb" : "/checkout";

export const thanksPath = (kind: PurchaseKind): string => (kind === "shop" ? "/thanks" : "/thanks-broadband");

/** The instalment provider's redirect_status values that mean the customer paid or the payment is under way. */
const PAID = new Set(["succeeded", "processing"]);

export type AfterpayReturn =
  | { readonly _tag: "Completed"; readonly path: string }
  | { readonly _tag: "Failed"; readonly path: string }
  | { readonly _tag: "Home"; readonly path: "/" };

/**
 * Back from the instalment provider (SHOP-05): a paid return goes to the thanks page of the stored purchase; any
 * other return goes back to the checkout with redirect_status=failed. Without a stored purchase (another browser,
 * storage cleared) there is nothing to thank for or retry, so home. ?broadband=true picks the broadband checkout
 * when the stored purchase does not say which network.
 */
export const afterpayReturnDecision = (facts: {
  readonly redirectStatus: string | undefined;
  readonly broadband: boolean;
  readonly purchase: SavedPurchase | undefined;
}): AfterpayReturn => {
  const purchase = facts.purchase;
  if (purchase === undefined) return { _tag: "Home", path: "/" };
  if (PAID.has(facts.redirectStatus ?? "")) return { _tag: "Completed", path: thanksPath(purchase.kind) };
  const kind: PurchaseKind = facts.broadband && purchase.kind === "shop" ? "ufb" : purchase.kind;
  return { _tag: "Failed", path: `${checkoutPath(kind)}?redirect_status=failed` };
};

/**
 * Whether the operator says an order is paid: its processing started (PROCESSING) or is over (COMPLETED). An order
 * waiting for its payment (PENDING_PAYMENT), failed or cancelled is not.
 */
export const isOrderPaid = (status: string): boolean => {
  const upper = status.toUpperCase();
  return upper === "PROCESSING" || upper === "COMPLETED";
};

// In its own file: the boot decides it (the thanks pages' guard) without the instalment return's rules.
export { thanksPageDecision } from "./thanks-decision";
