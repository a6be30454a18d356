import type { BroadbandMessageKey } from "./broadband-messages";

/** Order status is polled every 250 ms (spec 03 §4, §9). */
export const ORDER_POLL_INTERVAL_MS = 250;

export type OrderStatusDecision =
  | { readonly _tag: "Success" }
  | {
      readonly _tag: "Failed";
      /** The first order note: the operator's own words on why; shown instead of the key when present. */
      readonly note: string | undefined;
      readonly key: BroadbandMessageKey;
      readonly orderStatusError: true;
    }
  /** Read it again, on the use case's orderPollSchedule. */
  | { readonly _tag: "Poll" };

/**
 * What an order status means for a broadband order (spec 03 §4): COMPLETED or PROCESSING is success; FAILED
 * rejects with the first order note, or 'Order failed', flagged as an order status error; any other status is
 * polled again, every 250 ms (orderPollSchedule).
 */
export const orderStatusDecision = (order: {
  readonly Status: string;
  readonly OrderNotes?: ReadonlyArray<{ readonly Note: string }> | undefined;
}): OrderStatusDecision => {
  const status = order.Status.toUpperCase();
  if (status === "COMPLETED" || status === "PROCESSING") return { _tag: "Success" };
  if (status === "FAILED") {
    const note = order.OrderNotes?.find((entry) => entry.Note.trim() !== "")?.Note;
    return { _tag: "Failed", note, key: "broadband.order_failed", orderStatusError: true };
  }
  return { _tag: "Poll" };
};

/**
 * The spec polls without end; a real portal stops after the same 3 minutes it waits for a product and tells the
 * customer the order is still being processed (it carries on on the operator's side).
 */
export const ORDER_POLL_TIMEOUT_MS = 180_000;
