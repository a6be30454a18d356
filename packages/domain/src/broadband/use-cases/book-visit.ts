import * as Clock from "effect/Clock";
import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { SPID } from "../../config";
import type { ApiError } from "../../ports";
import type { VisitKind } from "../availability";
import { BroadbandApi } from "../broadband-api";
import { BroadbandRefused } from "../broadband-errors";
import type { BroadbandFlow } from "../broadband-flow";
import type { BroadbandNetwork } from "../broadband-plan";
import { bookableSlots, chooseSlot, visitMode, type BookingReply, type TimeSlot } from "../time-slots";

export interface VisitFacts {
  readonly network: BroadbandNetwork;
  readonly orderUUID: string;
  readonly customerUUID: string;
  readonly visit: VisitKind;
}

/** The time slots the customer can still pick for their install or scope visit, earliest first. */
export const visitTimeSlots = (
  facts: VisitFacts,
): Effect.Effect<ReadonlyArray<TimeSlot>, ApiError | BroadbandRefused, BroadbandApi> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const reply = yield* api.timeSlots(facts.network, {
      OrderUUID: facts.orderUUID,
      CustomerUUID: facts.customerUUID,
      Mode: visitMode(facts.visit),
    });
    const slots = bookableSlots(reply.AvailableTimeSlots, yield* Clock.currentTimeMillis);
    if (slots.length === 0) return yield* new BroadbandRefused({ key: "broadband.no_time_slots" });
    return slots;
  });

/**
 * Books the install or scope visit (BB-01, BB-02): the slot must still be offered and in the future, otherwise the
 * customer picks again. The flow is marked booked.
 */
export const bookVisit = (
  facts: VisitFacts & { readonly flow: BroadbandFlow; readonly start: string },
): Effect.Effect<
  { readonly booking: BookingReply; readonly flow: BroadbandFlow },
  ApiError | BroadbandRefused,
  BroadbandApi
> =>
  Effect.gen(function* () {
    const api = yield* BroadbandApi;
    const offered = yield* api.timeSlots(facts.network, {
      OrderUUID: facts.orderUUID,
      CustomerUUID: facts.customerUUID,
      Mode: visitMode(facts.visit),
    });
    const slot = chooseSlot(offered.AvailableTimeSlots, facts.start, yield* Clock.currentTimeMillis);
    if (Either.isLeft(slot)) return yield* new BroadbandRefused({ key: slot.left });
    const booking = yield* api.book(facts.network, {
      SPID: SPID,
      OrderUUID: facts.orderUUID,
      CustomerUUID: facts.customerUUID,
      Mode: visitMode(facts.visit),
      Start: slot.right.Start,
      End: slot.right.End,
    });
    return { booking, flow: { ...facts.flow, booked: true } };
  });
