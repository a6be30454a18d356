import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { parseOperatorDateTime } from "../calendar";
import { SPID } from "../config";
import type { VisitKind } from "./availability";
import type { BroadbandMessageKey } from "./broadband-messages";

/** The Mode of a time slot query and a booking: which visit the slot is for. */
export const VisitMode = Schema.Literal("INSTALL", "SCOPE");
export type VisitMode = typeof VisitMode.Type;
export const visitMode = (kind: VisitKind): VisitMode => (kind === "scope" ? "SCOPE" : "INSTALL");

/** A bookable window, ISO date-times (the reply's fields are not shown). */
export const TimeSlot = Schema.Struct({
  ID: Schema.optional(Schema.String),
  Start: Schema.String,
  End: Schema.String,
});
export type TimeSlot = typeof TimeSlot.Type;

/** GET /{fwa,ufb}/order/{orderUuid}/time_slots: query OrderUUID, CustomerUUID, Mode. */
export const TimeSlotsQuery = Schema.Struct({
  OrderUUID: Schema.String,
  CustomerUUID: Schema.String,
  Mode: VisitMode,
});
export type TimeSlotsQuery = typeof TimeSlotsQuery.Type;

export const TimeSlotsReply = Schema.Struct({ AvailableTimeSlots: Schema.Array(TimeSlot) });
export type TimeSlotsReply = typeof TimeSlotsReply.Type;

/** POST /{fwa,ufb}/order/{uuid}/book; SPID defaults to the operator's. */
export const BookingRequest = Schema.Struct({
  SPID: Schema.optionalWith(Schema.Int, { default: () => SPID }),
  OrderUUID: Schema.String,
  CustomerUUID: Schema.String,
  Mode: VisitMode,
  Start: Schema.String,
  End: Schema.String,
});
export type BookingRequest = typeof BookingRequest.Type;

export const BookingReply = Schema.Struct({
  OrderUUID: Schema.String,
  Start: Schema.String,
  End: Schema.String,
  Status: Schema.optional(Schema.String),
});
export type BookingReply = typeof BookingReply.Type;

const startOf = (slot: TimeSlot): number => parseOperatorDateTime(slot.Start) ?? Number.NaN;

/** The slots still bookable at `now` (epoch ms), earliest first; unreadable dates are left out. */
export const bookableSlots = (slots: ReadonlyArray<TimeSlot>, now: number): ReadonlyArray<TimeSlot> =>
  slots
    .filter((slot) => Number.isFinite(startOf(slot)) && startOf(slot) > now)
    .sort((a, b) => startOf(a) - startOf(b));

/** The slot the customer picked, if it is still offered and in the future; otherwise ask them to pick again. */
export const chooseSlot = (
  slots: ReadonlyArray<TimeSlot>,
  start: string,
  now: number,
): Either.Either<TimeSlot, BroadbandMessageKey> => {
  const wanted = parseOperatorDateTime(start);
  const slot = bookableSlots(slots, now).find((candidate) => startOf(candidate) === wanted);
  return slot === undefined ? Either.left("broadband.slot_not_available") : Either.right(slot);
};
