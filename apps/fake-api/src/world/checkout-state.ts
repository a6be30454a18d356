import type { AcceptedAvailability } from "@waea/domain/broadband";
import type { EshopAddress } from "@waea/domain/cart";
import type { OrderNote, OrderProduct } from "@waea/domain/checkout";

/** What an e-shop order is: the shop (SIMs, phones) or fixed wireless broadband (the v2 checkout). */
export type OrderKind = "shop" | "fwa";

/** A line of an order as it was checked out; products are added when the order is done (seeded ones have them). */
export interface OrderLine {
  readonly UUID: string;
  readonly ItemUUID: string;
  readonly Name?: string;
  readonly Quantity: number;
  readonly PriceCents: number;
  readonly VirtualType?: string;
  readonly PhysicalType?: string;
  readonly ProductCatalogUUID?: string;
  readonly ProductAvailabilityUUID?: string;
  readonly Products?: ReadonlyArray<OrderProduct>;
}

/**
 * An e-shop order. `Status` is PROCESSING until the order is done, then COMPLETED (or FAILED, CANCELLED); while
 * it is PROCESSING, what the customer sees (waiting for payment, processing, completed) follows from its payment
 * and the clock (checkout-orders.ts in the handlers).
 */
export interface StoredOrder {
  readonly UUID: string;
  readonly Number: string;
  readonly CustomerUUID: string;
  readonly Kind: OrderKind;
  readonly Status: string;
  readonly Lines: ReadonlyArray<OrderLine>;
  readonly AmountCents: number;
  readonly CreatedAtMillis: number;
  readonly Address: EshopAddress;
  readonly Notes: ReadonlyArray<OrderNote>;
  /** The secret of the order's card payment; none when there was nothing to pay. */
  readonly ClientSecret?: string;
  readonly CartUUID?: string;
  /** Fixed wireless orders: where, under which availability check, and the product the order made. */
  readonly LocationProviderIDX?: string;
  readonly ServiceAvailabilityUUID?: string;
  readonly Availability?: AcceptedAvailability;
  readonly ProductUUID?: string;
}

/** Which order a payment is for. */
export type PaidOrder =
  { readonly Kind: "eshop"; readonly Number: string } | { readonly Kind: "ufb"; readonly UUID: string };

/**
 * A card payment of an order (e-shop or fibre), in the card provider's shape: confirming its secret at the payment
 * provider settles it. `failed` may be tried again with the same secret; `succeeded` is final.
 */
export interface OrderIntent {
  readonly ID: string;
  readonly Secret: string;
  readonly CustomerUUID: string;
  readonly AmountCents: number;
  readonly Order: PaidOrder;
  readonly Status: "requires_confirmation" | "succeeded" | "failed";
  readonly PaidAtMillis?: number;
  /** How many confirmations were tried; the card chosen the last time. */
  readonly Attempts?: number;
  readonly PaymentMethodUUID?: string;
}

/** The checkout slice: e-shop orders by number, order payments by secret, and a counter for new numbers. */
export interface CheckoutState {
  readonly orders: Record<string, StoredOrder>;
  readonly intents: Record<string, OrderIntent>;
  sequence: number;
}

/** Order numbers: ORD and six digits. */
export const orderNumber = (sequence: number): string => `ORD${String(100000 + sequence)}`;
