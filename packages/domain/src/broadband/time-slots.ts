import * as Either from "effect/Either";
import * as Schema from "effect/Schema";
import { nzDayKey, parseOperatorDateTime } from "../calendar";
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

/** The slots of one NZ calendar day: its key ("2030-01-07"), its weekday (0 Sunday to 6 Saturday) and the slots. */
export interface SlotDay {
  readonly day: string;
  readonly weekday: number;
  readonly slots: ReadonlyArray<TimeSlot>;
}

/**
 * The slots grouped by the NZ day they start on, days and slots in the order given (bookableSlots' earliest first),
 * so a long list reads as a few days with their times. Unreadable dates are left out.
 */
export const slotsByDay = (slots: ReadonlyArray<TimeSlot>): ReadonlyArray<SlotDay> => {
  const days = new Map<string, TimeSlot[]>();
  for (const slot of slots) {
    const start = startOf(slot);
    if (!Number.isFinite(start)) continue;
    const key = nzDayKey(start);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return [...days].map(([day, inDay]) => {
    const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
    return { day, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay(), slots: inDay };
  });
};
