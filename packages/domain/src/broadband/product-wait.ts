/** After subscribing, the new product is waited for up to 3 minutes, checking every 250 ms (spec 03 §4). */
export const PRODUCT_WAIT_TIMEOUT_MS = 180_000;
export const PRODUCT_CHECK_INTERVAL_MS = 250;
