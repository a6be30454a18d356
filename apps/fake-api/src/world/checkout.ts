import { SIM_ITEM_UUIDS } from "@waea/domain/cart";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import { addressOf, placeByKey, placeIdx } from "./broadband-places";
import { availabilityLabel } from "./broadband-state";
import { orderNumber, type CheckoutState, type StoredOrder } from "./checkout-state";
import type { CoreState } from "./core";
import { coreLabels } from "./core-labels";
import type { SeedContext } from "./seed-context";

export {
  orderNumber,
  type CheckoutState,
  type OrderIntent,
  type OrderKind,
  type OrderLine,
  type PaidOrder,
  type StoredOrder,
} from "./checkout-state";

const DAY = 86_400_000;

/** prepay@waea.test bought its SIM and plan in the shop, two days before the product was made. */
const prepayOrder = (ctx: SeedContext, core: CoreState, sequence: number): StoredOrder | undefined => {
  const product = core.products[ctx.uuid(coreLabels.product("prepay", 0, 0))];
  if (product === undefined) return undefined;
  const uuid = ctx.uuid("order:prepay:0");
  const plan = product.Addons?.find((addon) => addon.IsBasePlan === true);
  return {
    UUID: uuid,
    Number: orderNumber(sequence),
    CustomerUUID: product.CustomerUUID,
    Kind: "shop",
    Status: "COMPLETED",
    Lines: [
      {
        UUID: ctx.uuid(`${uuid}:line:0`),
        ItemUUID: SIM_ITEM_UUIDS.real_sim,
        Name: "Physical SIM",
        Quantity: 1,
        PriceCents: 0,
        VirtualType: "VT_NONE",
        PhysicalType: "SIM",
        Products: [
          {
            UUID: product.UUID,
            ...(product.MSISDN === undefined ? {} : { MSISDN: product.MSISDN }),
            Name: "Mobile",
            Status: "ACTIVE",
          },
        ],
      },
      {
        UUID: ctx.uuid(`${uuid}:line:1`),
        ItemUUID: ctx.uuid(coreLabels.catalogBase("prepay")),
        Name: plan?.Name ?? "Kōrero 8GB",
        Quantity: 1,
        PriceCents: plan?.RetailCents ?? 3000,
        VirtualType: "VT_PLAN",
        ProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("prepay")),
        ProductAvailabilityUUID: ctx.uuid("availability:prepay:base"),
      },
    ],
    AmountCents: plan?.RetailCents ?? 3000,
    CreatedAtMillis: nanosToMillis(product.CreatedAtNanos ?? 0) - 2 * DAY,
    Address: { City: "Rotorua", Country: "New Zealand", Postcode: "3010", Lines: ["12 Kōwhai Street"] },
    Notes: [],
  };
};

/** fwa@waea.test ordered fixed wireless with a modem at a Napier premises; the order made its product. */
const fwaOrder = (ctx: SeedContext, core: CoreState, sequence: number): StoredOrder | undefined => {
  const product = core.products[ctx.uuid(coreLabels.product("fwa", 0, 0))];
  if (product === undefined) return undefined;
  const uuid = ctx.uuid("order:fwa:0");
  const idx = placeIdx(ctx, "marine-parade");
  const created = nanosToMillis(product.CreatedAtNanos ?? 0) - 3 * DAY;
  return {
    UUID: uuid,
    Number: orderNumber(sequence),
    CustomerUUID: product.CustomerUUID,
    Kind: "fwa",
    Status: "COMPLETED",
    Lines: [
      {
        UUID: ctx.uuid(`${uuid}:line:0`),
        ItemUUID: ctx.uuid(coreLabels.catalogBase("fwa")),
        Name: "Wireless Broadband Unlimited",
        Quantity: 1,
        PriceCents: 7500,
        VirtualType: "VT_PLAN",
        ProductCatalogUUID: ctx.uuid(coreLabels.catalogBase("fwa")),
        ProductAvailabilityUUID: ctx.uuid("availability:fwa:base"),
        Products: [{ UUID: product.UUID, Name: "Wireless Broadband", Status: "ACTIVE" }],
      },
      {
        UUID: ctx.uuid(`${uuid}:line:1`),
        ItemUUID: ctx.uuid("eshop:modem-item:nokia-fastmile-5g"),
        Name: "Nokia FastMile 5G Gateway 3",
        Quantity: 1,
        PriceCents: 29_900,
        VirtualType: "VT_NONE",
        PhysicalType: "MODEM",
      },
    ],
    AmountCents: 7500 + 29_900,
    CreatedAtMillis: created,
    Address: addressOf(ctx, placeByKey("marine-parade")),
    Notes: [
      {
        UUID: ctx.uuid(`${uuid}:note:0`),
        Note: "Modem delivered",
        CreatedAtNanos: millisToNanos(created + 3 * DAY),
      },
    ],
    LocationProviderIDX: idx,
    ServiceAvailabilityUUID: ctx.uuid(availabilityLabel("fwa", idx)),
    Availability: "service_available",
    ProductUUID: product.UUID,
  };
};

/** Seeds the past e-shop orders: prepay@waea.test's SIM and plan, fwa@waea.test's wireless broadband and modem. */
export const seedCheckout = (ctx: SeedContext, core: CoreState): CheckoutState => {
  const orders: Record<string, StoredOrder> = {};
  let sequence = 0;
  for (const make of [prepayOrder, fwaOrder]) {
    const order = make(ctx, core, sequence + 1);
    if (order === undefined) continue;
    sequence += 1;
    orders[order.Number] = order;
  }
  return { orders, intents: {}, sequence };
};
