import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError, IntentKey } from "../ports";
import type { CheckoutPayload, CheckoutReply, CheckoutV2Payload } from "./checkout-payload";
import type { EsimOrderStatus, Order, OrdersReply } from "./orders";

/** checkout.checkout and checkoutV3 take the shop payload; checkout.checkoutV2 the broadband one. */
export type CheckoutVersion = "v1" | "v3";
export type OrderVersion = "v1" | "v2" | "v3";

/** The checkout and order calls of spec 03 §7 (SHOP-05, SHOP-06), the entries of http/contract/checkout.ts. */
export interface CheckoutApiService {
  /**
   * checkout.checkout or checkoutV3: the order, and the ClientSecret of its card payment when there is one. An
   * anonymous cart named by payload.UUID is checked out only with its own token (cartToken; sent as a header). It
   * opens a payment: intent is the order's key (ports/intent-key.ts), the same on every retry.
   */
  readonly checkout: (
    payload: CheckoutPayload,
    intent: IntentKey,
    version?: CheckoutVersion,
    cartToken?: string,
  ) => Effect.Effect<CheckoutReply, ApiError>;
  /** checkout.checkoutV2: the broadband order with its ExternalReference; ClientSecret and OrderID. */
  readonly checkoutV2: (
    payload: CheckoutV2Payload,
    intent: IntentKey,
    cartToken?: string,
  ) => Effect.Effect<CheckoutReply, ApiError>;
  /** checkout.orders: the customer's e-shop orders. */
  readonly orders: (customerUUID: string) => Effect.Effect<OrdersReply, ApiError>;
  /** checkout.order (V2, V3): one order with its lines and status; v2 also returns OrderNotes. */
  readonly order: (
    customerUUID: string,
    orderNumber: string,
    version?: OrderVersion,
  ) => Effect.Effect<Order, ApiError>;
  /** checkout.esimOrderStatus: where an eSIM order stands, with its activation codes once ready. */
  readonly esimOrderStatus: (
    customerUUID: string,
    orderNumber: string,
  ) => Effect.Effect<EsimOrderStatus, ApiError>;
}

export class CheckoutApi extends Context.Tag("waea/CheckoutApi")<CheckoutApi, CheckoutApiService>() {}
