import * as Schema from "effect/Schema";
import { parseOperatorDateTime } from "../calendar";
import { Cents } from "../money";

/** A usage charge (spec 02 §3): data in MB, minutes, texts (TXTs) and picture messages (PXTs). */
export const UsageCharge = Schema.Struct({
  DateAndTime: Schema.String,
  AmountCents: Schema.optional(Cents),
  ChargedData: Schema.optional(Schema.Number),
  ChargedMins: Schema.optional(Schema.Number),
  ChargedTXTs: Schema.optional(Schema.Number),
  ChargedPXTs: Schema.optional(Schema.Number),
  Description: Schema.optional(Schema.String),
});
export type UsageCharge = typeof UsageCharge.Type;

/** The query of usage.charges: a period and the kinds wanted. */
export const UsageChargesQuery = Schema.Struct({
  From: Schema.Number,
  Upto: Schema.Number,
  data: Schema.Boolean,
  mins: Schema.Boolean,
  txts: Schema.Boolean,
  pxts: Schema.Boolean,
});
export type UsageChargesQuery = typeof UsageChargesQuery.Type;

export const UsageChargesReply = Schema.Struct({ Charges: Schema.Array(UsageCharge) });
export type UsageChargesReply = typeof UsageChargesReply.Type;

/** Usage charges are cached for 1 hour (spec 02 §9); used by the adapters. */
export const USAGE_CHARGES_CACHE_MILLIS = 60 * 60 * 1000;

/** Epoch ms of a charge's DateAndTime (NZ wall time when it has no zone); undefined when unreadable. */
export const chargeMillis = (dateAndTime: string): number | undefined => parseOperatorDateTime(dateAndTime);
