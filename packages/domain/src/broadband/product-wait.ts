/** After subscribing, the new product is waited for up to 3 minutes, checking every 250 ms (spec 03 §4). */
export const PRODUCT_WAIT_TIMEOUT_MS = 180_000;
export const PRODUCT_CHECK_INTERVAL_MS = 250;

export type ProductWaitDecision =
  | { readonly _tag: "Found" }
  | { readonly _tag: "Wait"; readonly afterMs: number }
  | { readonly _tag: "TimedOut" };

/**
 * Whether to keep waiting for the new product, given when the wait started and the time now (epoch ms): found
 * ends it; otherwise check again in 250 ms (never past the deadline) until 180000 ms have passed.
 */
export const productWaitDecision = (facts: {
  readonly startedAt: number;
  readonly now: number;
  readonly found: boolean;
}): ProductWaitDecision => {
  if (facts.found) return { _tag: "Found" };
  const remaining = facts.startedAt + PRODUCT_WAIT_TIMEOUT_MS - facts.now;
  if (remaining <= 0) return { _tag: "TimedOut" };
  return { _tag: "Wait", afterMs: Math.min(PRODUCT_CHECK_INTERVAL_MS, remaining) };
};
