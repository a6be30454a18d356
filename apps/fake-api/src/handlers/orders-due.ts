import { parseOperatorDateTime } from "@waea/domain/calendar";
import type { Timeline } from "../world/timeline";
import { bookingKey } from "../world/broadband";
import type { World } from "../world/world";
import { PROVISION_MS, processingSince } from "./order-payment";
import { settleOrders } from "./order-settle";

/** When a booked visit is over (epoch ms); +Infinity when none is booked. */
const visitOverAt = (world: World, key: string): number => {
  const booking = world.broadband.bookings[key];
  const end = booking === undefined ? undefined : parseOperatorDateTime(booking.End);
  return end ?? Number.POSITIVE_INFINITY;
};

/** When a paid order in progress completes: PROVISION_MS after it was paid (+Infinity while it waits to be paid). */
const completesAt = (
  world: World,
  order: {
    readonly Status: string;
    readonly ClientSecret?: string | undefined;
    readonly CreatedAtMillis: number;
  },
): number => {
  if (order.Status !== "PROCESSING") return Number.POSITIVE_INFINITY;
  const since = processingSince(world, order);
  return since === undefined ? Number.POSITIVE_INFINITY : since + PROVISION_MS;
};

/**
 * The earliest instant an order moves on by itself (spec 03 §4): an e-shop or fibre order completing (or a fibre
 * order failing) once provisioned, or a product made by an order becoming active once its install visit is over.
 */
const nextOrderAt = (world: World): number => {
  let next = Number.POSITIVE_INFINITY;
  for (const order of Object.values(world.checkout.orders)) {
    next = Math.min(next, completesAt(world, order));
    const made = order.ProductUUID === undefined ? undefined : world.core.products[order.ProductUUID];
    if (made?.Status === 2) next = Math.min(next, visitOverAt(world, bookingKey("fwa", order.UUID)));
  }
  for (const order of Object.values(world.broadband.ufbOrders))
    next = Math.min(next, completesAt(world, order));
  for (const product of Object.values(world.broadband.ufbProducts)) {
    const order = product.UFBOrderUUID;
    if (product.Status === 2 && order !== undefined)
      next = Math.min(next, visitOverAt(world, bookingKey("ufb", order)));
  }
  return next;
};

/**
 * Orders on the world's timeline (world/timeline.ts): they complete, fail and make their products when the clock
 * reaches the time, whatever is read then, so reading an order never changes the world.
 */
export const ordersTimeline: Timeline = {
  nextAt: (world) => nextOrderAt(world),
  reach: settleOrders,
};
