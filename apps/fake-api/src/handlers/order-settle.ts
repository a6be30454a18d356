import type { FibreNote, UfbProduct } from "@waea/domain/broadband";
import { SPID } from "@waea/domain/config";
import { parseOperatorDateTime } from "@waea/domain/calendar";
import { millisToNanos } from "@waea/domain/ports";
import type { StoredUfbOrder } from "../world/broadband";
import { bookingKey } from "../world/broadband";
import type { StoredOrder } from "../world/checkout";
import type { CoreProduct } from "../world/core";
import { randomFor, uuidFor } from "../world/prng";
import type { World } from "../world/world";
import { progressStatus } from "./order-payment";

/** What a fibre order shows now: its progress, except that an order at a premises that fails ends FAILED. */
export const ufbOrderStatus = (world: World, order: StoredUfbOrder, nowMillis: number): string => {
  const status = progressStatus(world, order, nowMillis);
  const place = world.broadband.places[order.LocationProviderIDX];
  return status === "COMPLETED" && order.Status === "PROCESSING" && place?.FailsWith !== undefined
    ? "FAILED"
    : status;
};

/** A booked visit that is over by now. */
const visited = (world: World, key: string, nowMillis: number): boolean => {
  const booking = world.broadband.bookings[key];
  const end = booking === undefined ? undefined : parseOperatorDateTime(booking.End);
  return end !== undefined && end <= nowMillis;
};

/** The fixed wireless product an order makes: not activated (2) until its install visit is over. */
const fwaProduct = (world: World, order: StoredOrder, nowMillis: number): CoreProduct => {
  const uuid = uuidFor(world.seed, `fwa-product:${order.UUID}`);
  const random = randomFor(world.seed, `fwa-product:${order.UUID}`);
  const plan = order.Lines.find((line) => line.VirtualType === "VT_PLAN");
  const account = world.core.customers[order.CustomerUUID]?.AccountNumber ?? order.CustomerUUID;
  const created = millisToNanos(nowMillis);
  return {
    UUID: uuid,
    CustomerUUID: order.CustomerUUID,
    Status: 2,
    BillingReference: `postpay:${account}`,
    ProductType: "mobileFWA",
    IMSI: `53024${random.digits(10)}`,
    SIMID: `8964024${random.digits(12)}`,
    CreatedAtNanos: created,
    ...(plan?.ProductCatalogUUID === undefined ? {} : { ProductCatalogUUID: plan.ProductCatalogUUID }),
    Addons:
      plan === undefined
        ? []
        : [
            {
              UUID: uuidFor(world.seed, `fwa-product:${order.UUID}:plan`),
              Name: plan.Name ?? "Wireless Broadband",
              Status: "ACTIVE",
              ...(plan.ProductCatalogUUID === undefined
                ? {}
                : { ProductCatalogUUID: plan.ProductCatalogUUID }),
              ...(plan.ProductAvailabilityUUID === undefined
                ? {}
                : { ProductAvailabilityUUID: plan.ProductAvailabilityUUID }),
              IsBasePlan: true,
              AutoRenew: true,
              AllowAutoRenew: true,
              CreatedAtNanos: created,
              RetailCents: plan.PriceCents,
            },
          ],
  };
};

const settleEshopOrders = (world: World, nowMillis: number): boolean => {
  let changed = false;
  for (const order of Object.values(world.checkout.orders)) {
    if (order.Status === "PROCESSING" && progressStatus(world, order, nowMillis) === "COMPLETED") {
      const product = order.Kind === "fwa" ? fwaProduct(world, order, nowMillis) : undefined;
      if (product !== undefined) {
        world.core.products[product.UUID] = product;
        world.broadband.fwaPrequal[product.UUID] = order.ServiceAvailabilityUUID ?? "";
      }
      world.checkout.orders[order.Number] = {
        ...order,
        Status: "COMPLETED",
        ...(product === undefined ? {} : { ProductUUID: product.UUID }),
      };
      changed = true;
    }
    const made = order.ProductUUID === undefined ? undefined : world.core.products[order.ProductUUID];
    if (made !== undefined && made.Status === 2 && visited(world, bookingKey("fwa", order.UUID), nowMillis)) {
      world.core.products[made.UUID] = { ...made, Status: 4 };
      changed = true;
    }
  }
  return changed;
};

const fibreNote = (world: World, order: StoredUfbOrder, text: string, nowMillis: number): FibreNote => ({
  UUID: uuidFor(world.seed, `fibre-note:${order.UUID}:${(order.Notes ?? []).length}`),
  Note: text,
  CreatedAtNanos: millisToNanos(nowMillis),
  CreatedBy: "Fibre desk",
});

const settleUfbOrder = (world: World, order: StoredUfbOrder, nowMillis: number): void => {
  const status = ufbOrderStatus(world, order, nowMillis);
  const stamp = { UpdatedAtNanos: millisToNanos(nowMillis) };
  if (status === "FAILED") {
    const reason = world.broadband.places[order.LocationProviderIDX]?.FailsWith ?? "Order failed";
    const note = fibreNote(world, order, reason, nowMillis);
    world.broadband.ufbOrders[order.UUID] = {
      ...order,
      ...stamp,
      Status: "FAILED",
      Notes: [...(order.Notes ?? []), note],
    };
    return;
  }
  const product: UfbProduct = {
    UUID: uuidFor(world.seed, `ufb-product:${order.UUID}`),
    SPID: SPID,
    CustomerUUID: order.CustomerUUID,
    UFBOrderUUID: order.UUID,
    UFBPlanUUID: order.UFBPlanUUID,
    ServiceID: `ONT${randomFor(world.seed, `ufb-product:${order.UUID}`).digits(9)}`,
    Status: 2,
    LocationProvider: order.LocationProvider,
    LocationProviderIDX: order.LocationProviderIDX,
    CreatedAtNanos: millisToNanos(nowMillis),
  };
  world.broadband.ufbProducts[product.UUID] = product;
  const note = fibreNote(
    world,
    order,
    "Line provisioned: the fibre service is ready for its install visit",
    nowMillis,
  );
  world.broadband.ufbOrders[order.UUID] = {
    ...order,
    ...stamp,
    Status: "COMPLETED",
    ProductUUID: product.UUID,
    Notes: [...(order.Notes ?? []), note],
  };
};

const settleUfbOrders = (world: World, nowMillis: number): boolean => {
  let changed = false;
  for (const order of Object.values(world.broadband.ufbOrders)) {
    if (order.Status === "PROCESSING" && ufbOrderStatus(world, order, nowMillis) !== "PROCESSING") {
      const status = ufbOrderStatus(world, order, nowMillis);
      if (status === "COMPLETED" || status === "FAILED") {
        settleUfbOrder(world, order, nowMillis);
        changed = true;
      }
    }
  }
  for (const product of Object.values(world.broadband.ufbProducts)) {
    const order = product.UFBOrderUUID;
    if (product.Status === 2 && order !== undefined && visited(world, bookingKey("ufb", order), nowMillis)) {
      world.broadband.ufbProducts[product.UUID] = {
        ...product,
        Status: 4,
        UpdatedAtNanos: millisToNanos(nowMillis),
      };
      changed = true;
    }
  }
  return changed;
};

/**
 * Moves orders on with the clock (spec 03 §4): a paid order is COMPLETED PROVISION_MS after it was paid, and a
 * completed fixed wireless or fibre order makes its product (not activated, 2); a fibre order at a premises the
 * fibre company cannot serve FAILS with the reason as a note. A product whose install visit is over becomes active
 * (4). The world's timeline runs it when the clock reaches one of those times (orders-due.ts), never a read; true
 * when anything changed.
 */
export const settleOrders = (world: World, nowMillis: number): boolean => {
  const eshop = settleEshopOrders(world, nowMillis);
  const ufb = settleUfbOrders(world, nowMillis);
  return eshop || ufb;
};
