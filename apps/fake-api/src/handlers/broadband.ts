import type { broadbandCalls } from "@waea/adapters/http/contract";
import type { BookingRequest, BroadbandNetwork, TimeSlotsQuery } from "@waea/domain/broadband";
import type { CheckoutV2Payload } from "@waea/domain/checkout";
import type { ServerCartItem } from "@waea/domain/cart";
import { SPID } from "@waea/domain/config";
import { millisToNanos } from "@waea/domain/ports";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { uuidFor } from "../world/prng";
import { ownCustomer } from "./access";
import { closeCart, storeCart } from "./cart-lines";
import { fibreHandlers } from "./broadband-fibre";
import { fibreUsageHandlers } from "./broadband-fibre-usage";
import { broadbandSecurityHandlers } from "./broadband-security";
import { checkBroadbandOrder, type BroadbandOrder } from "./broadband-order-checks";
import { availabilityAt, plansAt, searchPlaces } from "./broadband-places";
import {
  changeFwaPlan,
  changeUfbPlan,
  fwaChangeOptions,
  fwaProductsOf,
  ownFwaProduct,
} from "./broadband-products";
import { appoint, bookVisit, modeRefusal, offeredSlots, visitOrder } from "./broadband-visits";
import { issueOrderIntent } from "./order-payment";

const timeSlots = (
  network: BroadbandNetwork,
  orderUuid: string,
  query: TimeSlotsQuery,
  context: SignedInContext,
) => {
  if (query.OrderUUID !== orderUuid) return refuse(400, "query.OrderUUID: must name the order of the path");
  const order = visitOrder(context, network, orderUuid);
  if (isRefusal(order)) return order;
  if (query.CustomerUUID !== order.customer)
    return refuse(403, "This order belongs to another customer account");
  const mode = modeRefusal(order, query.Mode);
  if (mode !== undefined) return mode;
  return { AvailableTimeSlots: offeredSlots(context.world, order, query.Mode, context.nowMillis) };
};

/** Books a visit; a fibre order also carries its appointment. */
const book = (network: BroadbandNetwork, uuid: string, request: BookingRequest, context: SignedInContext) => {
  if (request.OrderUUID !== uuid) return refuse(400, "body.OrderUUID: must name the order of the path");
  const order = visitOrder(context, network, uuid);
  if (isRefusal(order)) return order;
  const booking = bookVisit(context, order, request);
  if (isRefusal(booking)) return booking;
  if (network === "ufb") appoint(context, order.uuid, booking.Start, booking.End);
  return { OrderUUID: request.OrderUUID, Start: booking.Start, End: booking.End, Status: "BOOKED" };
};

/** The lines of a fibre cart: the plan (first month), then each device. */
const cartLines = (order: BroadbandOrder): ReadonlyArray<ServerCartItem> => [
  {
    ItemUUID: order.plan.ProductCatalogUUID,
    ProductCatalogUUID: order.plan.ProductCatalogUUID,
    ProductAvailabilityUUID: order.plan.ID,
    Name: order.plan.Name,
    Quantity: 1,
    PriceCents: order.plan.Price,
    Type: "TYPE_VIRTUAL",
    VirtualType: "VT_PLAN",
    PhysicalType: "MODEM",
  },
  ...order.devices.map((device): ServerCartItem => ({
    ItemUUID: device.ItemUUID,
    ItemVariantUUID: device.UUID,
    Name: device.Name,
    Quantity: 1,
    PriceCents: device.PriceCents ?? 0,
    Type: "TYPE_PRODUCT",
    VirtualType: "VT_NONE",
    PhysicalType: device.PhysicalType ?? "MODEM",
  })),
];

/**
 * Orders fibre (BB-03): a UFB_order, PROCESSING; when there is something to pay its card payment's secret is the
 * reply's ClientSecret, and the order waits for it. The reply's OrderID is the UFB_order's UUID.
 */
const ufbCheckout = (payload: CheckoutV2Payload, context: SignedInContext) => {
  const checked = checkBroadbandOrder(context, "ufb", payload);
  if (isRefusal(checked)) return checked;
  const world = context.world;
  closeCart(world, checked.cart, checked.customer);
  world.broadband.sequence += 1;
  const uuid = uuidFor(world.seed, `ufb-order:${world.broadband.sequence}`);
  const intent =
    checked.amountCents > 0
      ? issueOrderIntent(world, context.store.keys, {
          customerUUID: checked.customer,
          amountCents: checked.amountCents,
          order: { Kind: "ufb", UUID: uuid },
        })
      : undefined;
  const reference = payload.ExternalReference;
  const now = millisToNanos(context.nowMillis);
  world.broadband.ufbOrders[uuid] = {
    UUID: uuid,
    SPID: SPID,
    CustomerUUID: checked.customer,
    UFBPlanUUID: checked.plan.ID,
    LocationProvider: checked.place.Location.LocationProvider,
    LocationProviderIDX: checked.place.Location.LocationProviderIDX,
    OrderType: reference.OrderType,
    Status: "PROCESSING",
    ServiceAvailabilityUUID: reference.ServiceAvailabilityUUID,
    ...(reference.RSFDate === undefined ? {} : { RSFDate: reference.RSFDate }),
    Notes: [
      {
        UUID: uuidFor(world.seed, `fibre-note:${uuid}:0`),
        Note: `Order received for ${checked.place.Location.Formatted}`,
        CreatedAtNanos: now,
        CreatedBy: "Fibre desk",
      },
    ],
    CreatedAtNanos: now,
    AmountCents: checked.amountCents,
    ...(intent === undefined ? {} : { ClientSecret: intent.Secret }),
    CreatedAtMillis: context.nowMillis,
    Availability: checked.availability,
  };
  return { OrderID: uuid, ...(intent === undefined ? {} : { ClientSecret: intent.Secret }) };
};

/** The broadband calls of both networks; the fibre lifecycle service's are in broadband-fibre.ts. */
export const broadbandHandlers: Handlers<typeof broadbandCalls> = {
  "broadband.searchAddress": ({ query }, context) => searchPlaces(context.world, query.query),
  "broadband.plans": ({ query }, context) =>
    plansAt(context.world, query.ProductType === "FWA" ? "fwa" : "ufb", query),
  "broadband.networkSearchAddressFwa": ({ query }, context) => searchPlaces(context.world, query.query),
  "broadband.networkSearchAddressUfb": ({ query }, context) => searchPlaces(context.world, query.query),
  "broadband.serviceAvailabilityFwa": ({ query }, context) =>
    availabilityAt(context.world, "fwa", query, context.nowMillis),
  "broadband.serviceAvailabilityUfb": ({ query }, context) =>
    availabilityAt(context.world, "ufb", query, context.nowMillis),
  "broadband.changePlanFwa": ({ body }, context) => changeFwaPlan(context, body),
  "broadband.changePlanUfb": ({ body }, context) => changeUfbPlan(context, body),
  "broadband.timeSlotsFwa": ({ params, query }, context) =>
    timeSlots("fwa", params.orderUuid, query, context),
  "broadband.timeSlotsUfb": ({ params, query }, context) =>
    timeSlots("ufb", params.orderUuid, query, context),
  "broadband.bookFwa": ({ params, body }, context) => book("fwa", params.uuid, body, context),
  "broadband.bookUfb": ({ params, body }, context) => book("ufb", params.uuid, body, context),
  "broadband.fwaCustomerPlans": ({ params }, context) => {
    const product = ownFwaProduct(context, params.customerUuid, params.productUuid);
    return isRefusal(product)
      ? product
      : { BroadbandPlans: { Plans: fwaChangeOptions(context.world, product) } };
  },
  "broadband.fwaProducts": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUuid);
    if (isRefusal(customer)) return customer;
    return fwaProductsOf(context.world, params.customerUuid);
  },
  // Without a location: every fibre plan (the public fibre page); with one, those of that premises.
  "broadband.ufbPlans": ({ query }, context) =>
    query.LocationProvider === undefined && query.LocationProviderIDX === undefined
      ? { Plans: context.world.broadband.plans.filter((plan) => plan.BroadbandProductType === "UFB") }
      : plansAt(context.world, "ufb", {
          LocationProvider: query.LocationProvider ?? "",
          LocationProviderIDX: query.LocationProviderIDX ?? "",
        }),
  "broadband.ufbCart": ({ body }, context) => {
    const checked = checkBroadbandOrder(context, "ufb", body);
    if (isRefusal(checked)) return checked;
    return storeCart(context.world, context.nowMillis, {
      existing: checked.cart,
      customerUUID: checked.customer,
      lines: cartLines(checked),
      address: body.Address,
    });
  },
  "broadband.ufbCheckout": ({ body }, context) => ufbCheckout(body, context),
  ...fibreHandlers,
  ...fibreUsageHandlers,
  ...broadbandSecurityHandlers,
};
