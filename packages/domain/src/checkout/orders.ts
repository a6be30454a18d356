import * as Schema from "effect/Schema";
import { Cents } from "../money";
import type { CheckoutMessageKey } from "./checkout-messages";

/** A note the operator put on an order (v2 order detail); a failed order's first note says why. */
export const OrderNote = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  Note: Schema.String,
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type OrderNote = typeof OrderNote.Type;

/** A product an order line created or changed (the mobile service behind a SIM, the plan). */
export const OrderProduct = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  ProductCatalogUUID: Schema.optional(Schema.String),
  ProductAvailabilityUUID: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  MSISDN: Schema.optional(Schema.String),
  Status: Schema.optional(Schema.String),
});
export type OrderProduct = typeof OrderProduct.Type;

export const OrderItem = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  ItemUUID: Schema.optional(Schema.String),
  Name: Schema.optional(Schema.String),
  Quantity: Schema.optional(Schema.Int),
  PriceCents: Schema.optional(Cents),
  VirtualType: Schema.optional(Schema.String),
  Products: Schema.optionalWith(Schema.Array(OrderProduct), { default: () => [] }),
});
export type OrderItem = typeof OrderItem.Type;

/** An order in the customer's list (GET /eshop/customer/{uuid}/orders); field list not shown, these are the shown ones. */
export const OrderSummary = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  Number: Schema.String,
  Status: Schema.String,
  AmountCents: Schema.optional(Cents),
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type OrderSummary = typeof OrderSummary.Type;

export const OrdersReply = Schema.Struct({ Orders: Schema.Array(OrderSummary) });
export type OrdersReply = typeof OrdersReply.Type;

/** An order's detail (GET .../order/{orderNumber}, v2 and v3): its lines with their products, its status, v2 notes. */
export const Order = Schema.Struct({
  UUID: Schema.optional(Schema.String),
  Number: Schema.optional(Schema.String),
  Status: Schema.String,
  OrderItems: Schema.Array(OrderItem),
  OrderNotes: Schema.optional(Schema.Array(OrderNote)),
  AmountCents: Schema.optional(Cents),
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type Order = typeof Order.Type;

/** One eSIM of an order: its activation code (shown as a QR code) once ready. */
export const EsimProfile = Schema.Struct({
  ICCID: Schema.optional(Schema.String),
  MSISDN: Schema.optional(Schema.String),
  ActivationCode: Schema.optional(Schema.String),
  Status: Schema.optional(Schema.String),
});
export type EsimProfile = typeof EsimProfile.Type;

/** GET /eshop/orders-esim-status/{uuid}/order/{orderNumber}: reply not shown, this is what the page needs. */
export const EsimOrderStatus = Schema.Struct({
  Number: Schema.optional(Schema.String),
  Status: Schema.String,
  ESIMs: Schema.optionalWith(Schema.Array(EsimProfile), { default: () => [] }),
});
export type EsimOrderStatus = typeof EsimOrderStatus.Type;

export type EsimOrderState = "pending" | "ready" | "failed";

const READY = new Set(["COMPLETED", "READY", "ACTIVE"]);
const FAILED = new Set(["FAILED", "CANCELLED", "CANCELED", "REJECTED"]);

/**
 * Where an eSIM order stands (SHOP-06): ready when the order is done and every eSIM has its activation code,
 * failed on a failed or cancelled order, otherwise still pending (the page checks again).
 */
export const esimOrderState = (status: EsimOrderStatus): EsimOrderState => {
  const value = status.Status.toUpperCase();
  if (FAILED.has(value)) return "failed";
  const codes = status.ESIMs.length > 0 && status.ESIMs.every((esim) => (esim.ActivationCode ?? "") !== "");
  return READY.has(value) && codes ? "ready" : "pending";
};

export const esimOrderStateKey = (state: EsimOrderState): CheckoutMessageKey =>
  state === "ready"
    ? "checkout.esim_ready"
    : state === "failed"
      ? "checkout.esim_failed"
      : "checkout.esim_pending";

/** The order list newest first; orders without a date go last, in the server's order. */
export const ordersNewestFirst = (orders: ReadonlyArray<OrderSummary>): ReadonlyArray<OrderSummary> =>
  orders
    .map((order, index) => ({ order, index }))
    .sort(
      (a, b) =>
        (b.order.CreatedAtNanos ?? Number.NEGATIVE_INFINITY) -
          (a.order.CreatedAtNanos ?? Number.NEGATIVE_INFINITY) || a.index - b.index,
    )
    .map(({ order }) => order);
