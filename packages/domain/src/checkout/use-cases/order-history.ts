import * as Effect from "effect/Effect";
import type { ApiError } from "../../ports";
import { CheckoutApi, type OrderVersion } from "../checkout-api";
import {
  esimOrderState,
  ordersNewestFirst,
  type EsimOrderState,
  type Order,
  type OrderSummary,
} from "../orders";

/** The customer's orders, newest first (SHOP-06, my-orders). */
export const orderHistory = (
  customerUUID: string,
): Effect.Effect<ReadonlyArray<OrderSummary>, ApiError, CheckoutApi> =>
  Effect.flatMap(CheckoutApi, (api) =>
    Effect.map(api.orders(customerUUID), (reply) => ordersNewestFirst(reply.Orders)),
  );

/** One order with its lines, products and status (v2 also notes). */
export const orderDetail = (
  customerUUID: string,
  orderNumber: string,
  version: OrderVersion = "v2",
): Effect.Effect<Order, ApiError, CheckoutApi> =>
  Effect.flatMap(CheckoutApi, (api) => api.order(customerUUID, orderNumber, version));

/** Where an eSIM order stands, with its activation codes once ready (SHOP-06). */
export const checkEsimOrder = (
  customerUUID: string,
  orderNumber: string,
): Effect.Effect<
  { readonly state: EsimOrderState; readonly activationCodes: ReadonlyArray<string> },
  ApiError,
  CheckoutApi
> =>
  Effect.flatMap(CheckoutApi, (api) =>
    Effect.map(api.esimOrderStatus(customerUUID, orderNumber), (status) => ({
      state: esimOrderState(status),
      activationCodes: status.ESIMs.flatMap((esim) =>
        esim.ActivationCode === undefined || esim.ActivationCode === "" ? [] : [esim.ActivationCode],
      ),
    })),
  );
