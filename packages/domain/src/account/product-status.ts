import { billingKind } from "./billing-kind";
import type { BillingKind } from "./billing-reference";

/** Status exactly 4 means active (spec 01 §4, 02 §4). */
export const ACTIVE_STATUS = 4;

export type ProductStatusClass = "not_activated" | "not_active" | "active";

/** Below 4 or no billing reference: not activated; above 4: not active; exactly 4: active. */
export const productStatusClass = (
  status: number,
  billingReference: string | undefined,
): ProductStatusClass => {
  if (billingReference === undefined || billingReference === "" || !(status >= ACTIVE_STATUS))
    return "not_activated";
  return status > ACTIVE_STATUS ? "not_active" : "active";
};

/** The kind an active product is billed as; undefined when the product is not active or has no known prefix. */
export const activeProductKind = (
  status: number,
  billingReference: string | undefined,
): BillingKind | undefined =>
  productStatusClass(status, billingReference) === "active" ? billingKind(billingReference) : undefined;

/** Fixed wireless products: 2 is not activated, 4 is active, any other is not active (spec 03 §4). */
export const fwaProductStatusClass = (status: number): ProductStatusClass => {
  if (status === 2) return "not_activated";
  return status === ACTIVE_STATUS ? "active" : "not_active";
};
