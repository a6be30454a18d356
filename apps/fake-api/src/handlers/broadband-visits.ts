import { translate } from "@waea/adapters/i18n";
import {
  bookableSlots,
  chooseSlot,
  visitKind,
  visitMode,
  type AcceptedAvailability,
  type BookingRequest,
  type BroadbandNetwork,
  type TimeSlot,
  type VisitMode,
} from "@waea/domain/broadband";
import {
  nzLocalTime,
  nzLocalToMillis,
  nzStartOfDayPlusDays,
  parseOperatorDateTime,
} from "@waea/domain/calendar";
import { millisToNanos } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { refuse, type Refusal, type SignedInContext } from "../server/handler";
import { bookingKey, type Booking, type StoredUfbOrder } from "../world/broadband";
import { uuidFor } from "../world/prng";
import type { World } from "../world/world";
import { progressStatus } from "./order-payment";
import { ufbOrderStatus } from "./order-settle";

/** The order a visit is for: its network, its UUID (its booking's key), its customer and its availability. */
export interface VisitOrder {
  readonly network: BroadbandNetwork;
  readonly uuid: string;
  readonly customer: string;
  readonly availability: AcceptedAvailability;
}

const CLOSED = new Set(["FAILED", "CANCELLED"]);
const notFound = (): Refusal => refuse(404, translate("en", "checkout.no_data"));

/**
 * A broadband order of the signed-in login that can still get a visit: a fixed wireless order of the e-shop (by its
 * number or UUID) or a fibre order (UFB_order UUID). A failed or cancelled one cannot.
 */
export const visitOrder = (
  context: SignedInContext,
  network: BroadbandNetwork,
  id: string,
): VisitOrder | Refusal => {
  const world = context.world;
  const mine = (customer: string) => context.login.CustomerUUIDs.includes(customer);
  if (network === "fwa") {
    const order = Object.values(world.checkout.orders).find(
      (candidate) => candidate.Kind === "fwa" && (candidate.Number === id || candidate.UUID === id),
    );
    if (order === undefined || !mine(order.CustomerUUID) || order.Availability === undefined)
      return notFound();
    if (CLOSED.has(progressStatus(world, order, context.nowMillis)))
      return refuse(409, "This order is closed");
    return { network, uuid: order.UUID, customer: order.CustomerUUID, availability: order.Availability };
  }
  const order = Object.hasOwn(world.broadband.ufbOrders, id) ? world.broadband.ufbOrders[id] : undefined;
  if (order === undefined || !mine(order.CustomerUUID) || order.DeletedAtNanos !== undefined)
    return notFound();
  if (CLOSED.has(ufbOrderStatus(world, order, context.nowMillis))) return refuse(409, "This order is closed");
  return { network, uuid: order.UUID, customer: order.CustomerUUID, availability: order.Availability };
};

/** Install visits take a morning or an afternoon; scope visits two hours. */
const WINDOWS: Readonly<Record<VisitMode, ReadonlyArray<readonly [number, number]>>> = {
  INSTALL: [
    [8, 12],
    [12, 17],
  ],
  SCOPE: [
    [9, 11],
    [13, 15],
  ],
};
const WORKING_DAYS = 10;

const iso = (millis: number): string => new Date(millis).toISOString();

/** The visit windows of the next ten NZ working days, from tomorrow. */
const windows = (mode: VisitMode, nowMillis: number): ReadonlyArray<TimeSlot> => {
  const slots: TimeSlot[] = [];
  for (let day = 1; slots.length < WORKING_DAYS * WINDOWS[mode].length; day += 1) {
    const date = nzLocalTime(nzStartOfDayPlusDays(nowMillis, day));
    const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [from, to] of WINDOWS[mode]) {
      const start = nzLocalToMillis(date.year, date.month, date.day, from);
      slots.push({
        ID: `${mode}-${start}`,
        Start: iso(start),
        End: iso(nzLocalToMillis(date.year, date.month, date.day, to)),
      });
    }
  }
  return slots;
};

/** The windows other orders have booked: one installer per window, so a booked window is gone for everyone else. */
const takenBy = (world: World, key: string): ReadonlySet<string> =>
  new Set(
    Object.entries(world.broadband.bookings)
      .filter(([other]) => other !== key)
      .map(([, booking]) => `${booking.Mode}|${parseOperatorDateTime(booking.Start) ?? booking.Start}`),
  );

/** The kind of visit an order needs (the domain's rule: a scope visit where scoping is required, else an install). */
export const modeRefusal = (order: VisitOrder, mode: VisitMode): Refusal | undefined => {
  const needed = visitMode(visitKind(order.availability));
  return mode === needed
    ? undefined
    : refuse(400, `This order needs ${needed === "SCOPE" ? "a scope" : "an install"} visit (Mode ${needed})`);
};

/** The windows still offered to an order: future ones (the domain's bookableSlots) nobody else has booked. */
export const offeredSlots = (
  world: World,
  order: VisitOrder,
  mode: VisitMode,
  nowMillis: number,
): ReadonlyArray<TimeSlot> => {
  const taken = takenBy(world, bookingKey(order.network, order.uuid));
  return bookableSlots(
    windows(mode, nowMillis).filter((slot) => !taken.has(`${mode}|${parseOperatorDateTime(slot.Start)}`)),
    nowMillis,
  );
};

/**
 * Books a visit (BB-01, BB-02): SPID, the order's customer, the kind of visit it needs, and a window still offered
 * (the domain's chooseSlot: 'That time is no longer available' otherwise) whose end matches. A new booking of the
 * same order replaces its earlier one, which is offered again.
 */
export const bookVisit = (
  context: SignedInContext,
  order: VisitOrder,
  request: BookingRequest,
): Booking | Refusal => {
  if (request.CustomerUUID !== order.customer)
    return refuse(403, "This order belongs to another customer account");
  const mode = modeRefusal(order, request.Mode);
  if (mode !== undefined) return mode;
  const slot = chooseSlot(
    offeredSlots(context.world, order, request.Mode, context.nowMillis),
    request.Start,
    context.nowMillis,
  );
  if (Either.isLeft(slot) || parseOperatorDateTime(slot.right.End) !== parseOperatorDateTime(request.End))
    return refuse(400, translate("en", "broadband.slot_not_available"));
  const booking: Booking = {
    Network: order.network,
    OrderUUID: order.uuid,
    CustomerUUID: order.customer,
    Mode: request.Mode,
    Start: slot.right.Start,
    End: slot.right.End,
  };
  context.world.broadband.bookings[bookingKey(order.network, order.uuid)] = booking;
  return booking;
};

/** Puts a booked window on a fibre order, with a note. */
export const appoint = (
  context: SignedInContext,
  uuid: string,
  start: string,
  end: string,
): StoredUfbOrder | undefined => {
  const order = context.world.broadband.ufbOrders[uuid];
  if (order === undefined) return undefined;
  const notes = order.Notes ?? [];
  const next: StoredUfbOrder = {
    ...order,
    AppointmentStart: start,
    AppointmentEnd: end,
    UpdatedAtNanos: millisToNanos(context.nowMillis),
    Notes: [
      ...notes,
      {
        UUID: uuidFor(context.world.seed, `fibre-note:${uuid}:${notes.length}`),
        Note: `Visit booked for ${start}`,
        CreatedAtNanos: millisToNanos(context.nowMillis),
        CreatedBy: "Customer",
      },
    ],
  };
  context.world.broadband.ufbOrders[uuid] = next;
  return next;
};
