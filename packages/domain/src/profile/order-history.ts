import * as Schema from "effect/Schema";
import type { Cents } from "../money";

/** One line of an order (PRO-10). Orders themselves come from checkout; this is what the history page shows. */
export const OrderHistoryLine = Schema.Struct({
  Name: Schema.String,
  Quantity: Schema.Int,
  PriceCents: Schema.Int,
});
export type OrderHistoryLine = typeof OrderHistoryLine.Type;

export const OrderHistoryItem = Schema.Struct({
  Number: Schema.String,
  UUID: Schema.optional(Schema.String),
  Status: Schema.String,
  CreatedAtNanos: Schema.Number,
  Items: Schema.Array(OrderHistoryLine),
  AmountCents: Schema.optional(Schema.Int),
});
export type OrderHistoryItem = typeof OrderHistoryItem.Type;

/** COMPLETED and PROCESSING are successes, FAILED a failure, anything else still pending (spec 03 §4). */
export type OrderStatusGroup = "completed" | "processing" | "failed" | "pending";

export const orderStatusGroup = (status: string): OrderStatusGroup => {
  switch (status.toUpperCase()) {
    case "COMPLETED":
      return "completed";
    case "PROCESSING":
      return "processing";
    case "FAILED":
      return "failed";
    default:
      return "pending";
  }
};

/** The order's total: the operator's amount, else the sum of its lines. */
export const orderTotalCents = (order: OrderHistoryItem): Cents =>
  order.AmountCents ?? order.Items.reduce((sum, line) => sum + line.PriceCents * line.Quantity, 0);

/** Newest first; equal times keep the higher order number first. */
export const orderHistory = (orders: ReadonlyArray<OrderHistoryItem>): ReadonlyArray<OrderHistoryItem> =>
  [...orders].sort((a, b) => b.CreatedAtNanos - a.CreatedAtNanos || b.Number.localeCompare(a.Number));
