import * as Layer from "effect/Layer";
import { CheckoutApi, type CheckoutApiService } from "@waea/domain/checkout/api";
import type { HttpApiClient } from "../client";
import { checkoutCalls } from "../contract/checkout";
import { CART_TOKEN_HEADER } from "../contract/cart-input";
import { byVersion } from "./by-version";

/** The anonymous cart's token as the checkout's header, when there is one. */
const tokenHeader = (cartToken: string | undefined) =>
  cartToken === undefined ? {} : { [CART_TOKEN_HEADER]: cartToken };

/**
 * The CheckoutApi port over HTTP: `checkout` goes to /eshop/v3/checkout unless told v1 (/eshop/checkout); an order
 * is read from /eshop/v3 unless told v1 or v2 (v2 carries the OrderNotes).
 */
export const makeHttpCheckoutApi = (client: HttpApiClient): CheckoutApiService => {
  const checkout = client.calls(checkoutCalls);
  return {
    checkout: (payload, idempotencyKey, version = "v3", cartToken) => {
      const input = { body: payload, headers: tokenHeader(cartToken), idempotencyKey };
      return version === "v1" ? checkout.checkout(input) : checkout.checkoutV3(input);
    },
    checkoutV2: (payload, idempotencyKey, cartToken) =>
      checkout.checkoutV2({ body: payload, headers: tokenHeader(cartToken), idempotencyKey }),
    orders: (uuid) => checkout.orders({ params: { uuid } }),
    order: (uuid, orderNumber, version = "v3") => {
      const input = { params: { uuid, orderNumber } };
      return byVersion(version, { v1: checkout.order, v2: checkout.orderV2, v3: checkout.orderV3 })(input);
    },
    esimOrderStatus: (uuid, orderNumber) => checkout.esimOrderStatus({ params: { uuid, orderNumber } }),
  };
};

export const httpCheckoutLayer = (client: HttpApiClient): Layer.Layer<CheckoutApi> =>
  Layer.succeed(CheckoutApi, makeHttpCheckoutApi(client));
