import { productStatusClass, type MobileProduct } from "../account";

/**
 * A new customer's mobile SIM waiting to be activated (status below 4 or no billing reference, spec 01 §4): signing
 * in without a page to return to takes them to onboarding rather than home (decided: the spec sends new customers
 * "through onboarding and activation"). A fixed wireless product is activated by its own broadband flow.
 */
export const isAwaitingActivation = (
  product: Pick<MobileProduct, "Status" | "BillingReference" | "ProductType"> | undefined,
): boolean =>
  product !== undefined &&
  product.ProductType !== "mobileFWA" &&
  productStatusClass(product.Status, product.BillingReference) === "not_activated";
