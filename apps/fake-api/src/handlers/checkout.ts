import { CART_TOKEN_HEADER, type checkoutCalls } from "@waea/adapters/http/contract";
import type { CheckoutPayload, CheckoutReply, CheckoutV2Payload } from "@waea/domain/checkout";
import { isRefusal, type Handlers, type SignedInContext } from "../server/handler";
import { orderNumber, type OrderLine, type StoredOrder } from "../world/checkout";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { amountOf, closeCart } from "./cart-lines";
import { broadbandOrderLines, checkBroadbandOrder } from "./broadband-order-checks";
import { checkShopCheckout } from "./checkout-checks";
import { esimStatus, orderSummary, orderView, ownOrder } from "./checkout-orders";
import { issueOrderIntent } from "./order-payment";

/**
 * Places an order: the next number, a card payment when there is something to pay (its secret is the reply's
 * ClientSecret; confirming it at the payment provider starts the processing), PROCESSING otherwise.
 */
const placeOrder = (
  context: SignedInContext,
  order: Omit<
    StoredOrder,
    "UUID" | "Number" | "Lines" | "Status" | "CreatedAtMillis" | "Notes" | "ClientSecret"
  >,
  lines: (uuid: string) => ReadonlyArray<OrderLine>,
): CheckoutReply => {
  const world = context.world;
  world.checkout.sequence += 1;
  const number = orderNumber(world.checkout.sequence);
  const uuid = uuidFor(world.seed, `order:${number}`);
  const intent =
    order.AmountCents > 0
      ? issueOrderIntent(world, context.store.keys, {
          customerUUID: order.CustomerUUID,
          amountCents: order.AmountCents,
          order: { Kind: "eshop", Number: number },
        })
      : undefined;
  world.checkout.orders[number] = {
    ...order,
    UUID: uuid,
    Number: number,
    Lines: lines(uuid),
    Status: "PROCESSING",
    CreatedAtMillis: context.nowMillis,
    Notes: [],
    ...(intent === undefined ? {} : { ClientSecret: intent.Secret }),
  };
  return { OrderID: number, ...(intent === undefined ? {} : { ClientSecret: intent.Secret }) };
};

const checkoutShop = (body: CheckoutPayload, cartToken: string | undefined, context: SignedInContext) => {
  const checked = checkShopCheckout(context, body, cartToken);
  if (isRefusal(checked)) return checked;
  closeCart(context.world, checked.cart, checked.customer);
  const world = context.world;
  return placeOrder(
    context,
    {
      CustomerUUID: checked.customer,
      Kind: "shop",
      AmountCents: amountOf(checked.lines) ?? 0,
      Address: body.Address,
      ...(checked.cart === undefined ? {} : { CartUUID: checked.cart.UUID }),
    },
    (uuid) =>
      checked.lines.map((line, index) => ({
        UUID: uuidFor(world.seed, `${uuid}:line:${index}`),
        ItemUUID: line.ItemUUID,
        ...(line.Name === undefined ? {} : { Name: line.Name }),
        Quantity: line.Quantity,
        PriceCents: line.PriceCents,
        ...(line.VirtualType === undefined ? {} : { VirtualType: line.VirtualType }),
        PhysicalType: line.PhysicalType,
        ...(line.ProductCatalogUUID === undefined ? {} : { ProductCatalogUUID: line.ProductCatalogUUID }),
        ...(line.ProductAvailabilityUUID === undefined
          ? {}
          : { ProductAvailabilityUUID: line.ProductAvailabilityUUID }),
      })),
  );
};

/** Fixed wireless broadband through the e-shop's v2 checkout (the fibre order has its own, /ufb/checkout). */
const checkoutBroadband = (
  body: CheckoutV2Payload,
  cartToken: string | undefined,
  context: SignedInContext,
) => {
  const checked = checkBroadbandOrder(context, "fwa", body, cartToken);
  if (isRefusal(checked)) return checked;
  closeCart(context.world, checked.cart, checked.customer);
  return placeOrder(
    context,
    {
      CustomerUUID: checked.customer,
      Kind: "fwa",
      AmountCents: checked.amountCents,
      Address: body.Address,
      ...(checked.cart === undefined ? {} : { CartUUID: checked.cart.UUID }),
      LocationProviderIDX: checked.place.Location.LocationProviderIDX,
      ServiceAvailabilityUUID: body.ExternalReference.ServiceAvailabilityUUID,
      Availability: checked.availability,
    },
    (uuid) => broadbandOrderLines(context.world, uuid, checked),
  );
};

const detail = (uuid: string, id: string, context: SignedInContext, withNotes: boolean) => {
  const order = ownOrder(context, uuid, id);
  if (isRefusal(order)) return order;
  return orderView(context.world, order, context.nowMillis, withNotes);
};

/** Checkout (v1, v3 shop; v2 broadband) and the orders of a customer account of the signed-in login. */
export const checkoutHandlers: Handlers<typeof checkoutCalls> = {
  "checkout.checkout": ({ body, headers }, context) =>
    checkoutShop(body, headers?.[CART_TOKEN_HEADER], context),
  "checkout.checkoutV3": ({ body, headers }, context) =>
    checkoutShop(body, headers?.[CART_TOKEN_HEADER], context),
  "checkout.checkoutV2": ({ body, headers }, context) =>
    checkoutBroadband(body, headers?.[CART_TOKEN_HEADER], context),
  "checkout.orders": ({ params }, context) => {
    const customer = ownCustomer(context, params.uuid);
    if (isRefusal(customer)) return customer;
    const world = context.world;
    return {
      Orders: Object.values(world.checkout.orders)
        .filter((order) => order.CustomerUUID === params.uuid)
        .sort((a, b) => b.CreatedAtMillis - a.CreatedAtMillis)
        .map((order) => orderSummary(world, order, context.nowMillis)),
    };
  },
  "checkout.order": ({ params }, context) => detail(params.uuid, params.orderNumber, context, false),
  "checkout.orderV2": ({ params }, context) => detail(params.uuid, params.orderNumber, context, true),
  "checkout.orderV3": ({ params }, context) => detail(params.uuid, params.orderNumber, context, false),
  "checkout.esimOrderStatus": ({ params }, context) => {
    const order = ownOrder(context, params.uuid, params.orderNumber);
    if (isRefusal(order)) return order;
    return esimStatus(context.world, order, context.nowMillis);
  },
};
