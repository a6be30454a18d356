import * as Schema from "effect/Schema";
import { CheckoutReply, EsimOrderStatus, Order, OrdersReply } from "@waea/domain/checkout";
import { collectCalls, defineCall, json } from "./define";
import { BroadbandOrderPayload } from "./broadband-order-input";
import { OptionalCartTokenHeader } from "./cart-input";
import { ShopCheckoutPayload } from "./shop-input";
import { PathParam } from "./wire";

const Customer = Schema.Struct({ uuid: PathParam });
const CustomerOrder = Schema.Struct({ uuid: PathParam, orderNumber: PathParam });

const checkout = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `checkout.checkout${suffix}`,
    method: "POST",
    path: `${prefix}/checkout`,
    body: ShopCheckoutPayload,
    headers: OptionalCartTokenHeader,
    reply: json(CheckoutReply),
    auth: "bearer",
    replyShown: true,
    movesMoney: true,
  });

const order = <S extends string, P extends string>(suffix: S, prefix: P) =>
  defineCall({
    id: `checkout.order${suffix}`,
    method: "GET",
    path: `${prefix}/customer/{uuid}/order/{orderNumber}`,
    params: CustomerOrder,
    reply: json(Order),
    auth: "bearer",
    replyShown: true,
  });

/**
 * Checkout and orders of the e-shop (spec 03 §3, §4, §5, §7; SHOP-05, SHOP-06). CheckoutApi's `version` picks the
 * entry: `checkout.checkout` is /eshop/checkout, `checkout.checkoutV3` /eshop/v3/checkout; `checkout.checkoutV2` is
 * the broadband (v2) payload. `checkout.order`, `orderV2` (with OrderNotes) and `orderV3` read one order. Orders
 * belong to a customer account of the signed-in login.
 */
export const checkoutCalls = collectCalls(
  checkout("", "/eshop"),
  checkout("V3", "/eshop/v3"),
  defineCall({
    id: "checkout.checkoutV2",
    method: "POST",
    path: "/eshop/v2/checkout",
    body: BroadbandOrderPayload,
    headers: OptionalCartTokenHeader,
    reply: json(CheckoutReply),
    auth: "bearer",
    replyShown: true,
    movesMoney: true,
  }),
  defineCall({
    id: "checkout.orders",
    method: "GET",
    path: "/eshop/customer/{uuid}/orders",
    params: Customer,
    reply: json(OrdersReply),
    auth: "bearer",
    replyShown: false,
  }),
  order("", "/eshop"),
  order("V2", "/eshop/v2"),
  order("V3", "/eshop/v3"),
  defineCall({
    id: "checkout.esimOrderStatus",
    method: "GET",
    path: "/eshop/orders-esim-status/{uuid}/order/{orderNumber}",
    params: CustomerOrder,
    reply: json(EsimOrderStatus),
    auth: "bearer",
    replyShown: false,
  }),
);
