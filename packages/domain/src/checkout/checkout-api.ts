import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { CheckoutPayload, CheckoutReply, CheckoutV2Payload } from "./checkout-payload";
import type { EsimOrderStatus, Order, OrdersReply } from "./orders";

/** /eshop/checkout and /eshop/v3/checkout take the shop payload; /eshop/v2/checkout the broadband one. */
export type CheckoutVersion = "v1" | "v3";
export type OrderVersion = "v1" | "v2" | "v3";

/** The checkout and order calls of spec 03 §7 (SHOP-05, SHOP-06). */
export interface CheckoutApiService {
  /** POST /eshop/checkout or /eshop/v3/checkout: the reply carries the ClientSecret. */
  readonly checkout: (
    payload: CheckoutPayload,
    version?: CheckoutVersion,
  ) => Effect.Effect<CheckoutReply, ApiError>;
  /** POST /eshop/v2/checkout: the broadband order with its ExternalReference; ClientSecret and OrderID. */
  readonly checkoutV2: (payload: CheckoutV2Payload) => Effect.Effect<CheckoutReply, ApiError>;
  /** GET /eshop/customer/{uuid}/orders. */
  readonly orders: (customerUUID: string) => Effect.Effect<OrdersReply, ApiError>;
  /** GET /eshop{,/v2,/v3}/customer/{uuid}/order/{orderNumber}: v2 also returns OrderNotes. */
  readonly order: (
    customerUUID: string,
    orderNumber: string,
    version?: OrderVersion,
  ) => Effect.Effect<Order, ApiError>;
  /** GET /eshop/orders-esim-status/{uuid}/order/{orderNumber}. */
  readonly esimOrderStatus: (
    customerUUID: string,
    orderNumber: string,
  ) => Effect.Effect<EsimOrderStatus, ApiError>;
}

export class CheckoutApi extends Context.Tag("waea/CheckoutApi")<CheckoutApi, CheckoutApiService>() {}
