import { translate } from "@waea/adapters/i18n";
import {
  checkAvailability,
  networkOf,
  type AcceptedAvailability,
  type BroadbandNetwork,
  type BroadbandPlan,
} from "@waea/domain/broadband";
import type { CheckoutV2Payload } from "@waea/domain/checkout";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Refusal, type SignedInContext } from "../server/handler";
import { availabilityLabel, type StoredPlace } from "../world/broadband";
import type { CatalogVariant, StoredCart } from "../world/cart";
import type { OrderLine } from "../world/checkout";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";
import { ownCustomer } from "./access";
import { variantOf } from "./cart-lines";
import { cartOwnerRefusal, checkoutCart } from "./checkout-checks";

const say = (key: Parameters<typeof translate>[1]): Refusal => refuse(400, translate("en", key));

/** A checked broadband order: whose, where, under which availability, which plan and devices, and what it costs. */
export interface BroadbandOrder {
  readonly customer: string;
  readonly place: StoredPlace;
  readonly availability: AcceptedAvailability;
  readonly plan: BroadbandPlan;
  readonly devices: ReadonlyArray<CatalogVariant>;
  readonly cart: StoredCart | undefined;
  readonly amountCents: number;
}

/** The UUID of a network's availability check at a premises (what /…/service_availability answers). */
export const availabilityUuid = (world: World, network: BroadbandNetwork, idx: string): string =>
  uuidFor(world.seed, availabilityLabel(network, idx));

/** A premises by its location ids, with the network's availability there, or the spec's refusal. */
export const availableAt = (
  world: World,
  network: BroadbandNetwork,
  ids: { readonly LocationProvider?: string | undefined; readonly LocationProviderIDX?: string | undefined },
): { readonly place: StoredPlace; readonly availability: AcceptedAvailability } | Refusal => {
  const idx = ids.LocationProviderIDX ?? "";
  const place = Object.hasOwn(world.broadband.places, idx) ? world.broadband.places[idx] : undefined;
  if (place === undefined || place.Location.LocationProvider !== ids.LocationProvider)
    return say("checkout.no_location");
  const status = checkAvailability((network === "fwa" ? place.Fwa : place.Ufb) ?? "service_unavailable");
  return Either.isLeft(status) ? say(status.left) : { place, availability: status.right };
};

const planOf = (world: World, network: BroadbandNetwork, payload: CheckoutV2Payload) => {
  const plans = payload.Items.filter((item) => item.VirtualType === "VT_PLAN");
  const plan = world.broadband.plans.find(
    (candidate) =>
      candidate.ID === plans[0]?.ProductAvailabilityUUID &&
      networkOf(candidate.BroadbandProductType) === network,
  );
  return plans.length !== 1 || plan === undefined ? say("checkout.plan_not_specified") : plan;
};

const devicesOf = (world: World, payload: CheckoutV2Payload): ReadonlyArray<CatalogVariant> | Refusal => {
  const devices: CatalogVariant[] = [];
  for (const item of payload.Items.filter((line) => line.VirtualType !== "VT_PLAN")) {
    const variant = variantOf(world, { ItemUUID: item.ItemUUID });
    const usable =
      variant !== undefined &&
      variant.Deleted !== true &&
      item.VirtualType === "VT_NONE" &&
      (variant.PhysicalType === "MODEM" || variant.ServiceType === "FWA");
    if (!usable) return say("broadband.no_modem_data");
    devices.push(variant);
  }
  return devices;
};

/**
 * The checks of a broadband order (BB-01..03, spec 03 §4, §5) that need the world, in order: the customer, the
 * premises ('No Location'), availability there ('No Fibre services available'), the availability check it names
 * ('No service availability data'), one plan of the network ('Plan not specified'), devices that are modems ('No
 * modem data'), and the cart when one is named. SPID, order items, the install address, transfer details and the
 * site contact's phone are the contract's to check (BroadbandOrderPayload), before the handler runs.
 */
export const checkBroadbandOrder = (
  context: SignedInContext,
  network: BroadbandNetwork,
  payload: CheckoutV2Payload,
  cartToken?: string,
): BroadbandOrder | Refusal => {
  const world = context.world;
  const customer = ownCustomer(context, payload.CustomerUUID);
  if (isRefusal(customer)) return customer;
  const found = availableAt(world, network, payload.Address);
  if (isRefusal(found)) return found;
  const reference = payload.ExternalReference;
  if (
    reference.ServiceAvailabilityUUID !==
    availabilityUuid(world, network, found.place.Location.LocationProviderIDX)
  )
    return say("checkout.no_service_availability");
  const plan = planOf(world, network, payload);
  if (isRefusal(plan)) return plan;
  const devices = devicesOf(world, payload);
  if (isRefusal(devices)) return devices;
  const cart = checkoutCart(context, payload.UUID, cartToken);
  if (isRefusal(cart)) return cart;
  const notTheirs = cartOwnerRefusal(cart, payload.CustomerUUID);
  if (notTheirs !== undefined) return notTheirs;
  const amountCents = plan.Price + devices.reduce((total, device) => total + (device.PriceCents ?? 0), 0);
  return { customer: payload.CustomerUUID, ...found, plan, devices, cart, amountCents };
};

/** The lines of a checked broadband order: the plan (first month), then each device. */
export const broadbandOrderLines = (
  world: World,
  orderUuid: string,
  order: BroadbandOrder,
): ReadonlyArray<OrderLine> => [
  {
    UUID: uuidFor(world.seed, `${orderUuid}:line:0`),
    ItemUUID: order.plan.ProductCatalogUUID,
    Name: order.plan.Name,
    Quantity: 1,
    PriceCents: order.plan.Price,
    VirtualType: "VT_PLAN",
    ProductCatalogUUID: order.plan.ProductCatalogUUID,
    ProductAvailabilityUUID: order.plan.ID,
  },
  ...order.devices.map((device, index): OrderLine => ({
    UUID: uuidFor(world.seed, `${orderUuid}:line:${index + 1}`),
    ItemUUID: device.ItemUUID,
    Name: device.Name,
    Quantity: 1,
    PriceCents: device.PriceCents ?? 0,
    VirtualType: "VT_NONE",
    ...(device.PhysicalType === undefined ? {} : { PhysicalType: device.PhysicalType }),
  })),
];
