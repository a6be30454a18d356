import { ACTIVE_STATUS, type MobileProduct } from "../account";

/** After activation the portal waits up to 250 seconds for the product (spec 01 §9): productWaitSchedule. */
export const PRODUCT_WAIT_MS = 250_000;
/** Service activation takes 10 to 30 seconds; asking every 5 seconds shows it within moments of being ready. */
export const PRODUCT_POLL_INTERVAL_MS = 5_000;

/** A service is ready when its status is 4 with a billing reference and add-ons (spec 01 §4). */
export const isServiceReady = (
  product: Pick<MobileProduct, "Status" | "BillingReference" | "Addons"> | undefined,
): boolean =>
  product !== undefined &&
  product.Status === ACTIVE_STATUS &&
  (product.BillingReference ?? "") !== "" &&
  (product.Addons?.length ?? 0) > 0;
