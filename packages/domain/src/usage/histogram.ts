import * as Schema from "effect/Schema";
import { ProductType } from "../account";
import { DAY_MILLIS, monthAbbreviation, nzDayKey, nzStartOfDay, nzStartOfDayPlusDays } from "../calendar";
import type { Language } from "../config";
import { millisToNanos, nanosToMillis } from "../ports";

/** The usage chart covers 30 days at a daily interval (spec 02 §9). */
export const HISTOGRAM_DAYS = 30;
export const HISTOGRAM_INTERVAL_NANOS = 86_400 * 1_000_000_000;
/** Buckets carry bytes; the chart shows MB of 1024 x 1024 bytes (decided: the operator's MB is binary). */
export const BYTES_PER_MB = 1024 * 1024;
export const SECONDS_PER_MINUTE = 60;
/** A chart never has more than a year of daily points, whatever range it is given. */
const MAX_DAYS = 366;

export const HistogramRange = Schema.Struct({ From: Schema.Number, Upto: Schema.Number });
export type HistogramRange = typeof HistogramRange.Type;

/** The body of usage.histogram. */
export const HistogramRequest = Schema.Struct({
  CustomerUUID: Schema.String,
  ProductInstanceUUID: Schema.String,
  ProductType: ProductType,
  Range: HistogramRange,
  IntervalNanos: Schema.Number,
});
export type HistogramRequest = typeof HistogramRequest.Type;

/** One interval of usage: data in bytes, voice in seconds (field names are not shown in the spec). */
export const HistogramBucket = Schema.Struct({
  TimestampNanos: Schema.Number,
  DataBytes: Schema.optional(Schema.Number),
  VoiceSeconds: Schema.optional(Schema.Number),
  SMS: Schema.optional(Schema.Number),
  MMS: Schema.optional(Schema.Number),
});
export type HistogramBucket = typeof HistogramBucket.Type;

export const HistogramReply = Schema.Struct({ Buckets: Schema.Array(HistogramBucket) });
export type HistogramReply = typeof HistogramReply.Type;

/** The request for the 30 NZ days ending today: from NZ midnight 29 days ago until now, one bucket a day. */
export const histogramRequest = (input: {
  readonly customerUUID: string;
  readonly productInstanceUUID: string;
  readonly productType: ProductType;
  readonly nowMillis: number;
}): HistogramRequest => ({
  CustomerUUID: input.customerUUID,
  ProductInstanceUUID: input.productInstanceUUID,
  ProductType: input.productType,
  Range: {
    From: millisToNanos(nzStartOfDayPlusDays(input.nowMillis, -(HISTOGRAM_DAYS - 1))),
    Upto: millisToNanos(input.nowMillis),
  },
  IntervalNanos: HISTOGRAM_INTERVAL_NANOS,
});

export interface HistogramPoint {
  /** NZ day, "2025-03-05"; `histogramLabel(day, language)` writes it for the axis. */
  readonly day: string;
  readonly dataMB: number;
  readonly minutes: number;
  readonly sms: number;
  readonly mms: number;
}

/** A chart day on the axis, the month named in the language: "2025-03-05" -> "05 Mar" ("05 Māe"). */
export const histogramLabel = (day: string, language: Language): string => {
  const [, month = "", date = ""] = day.split("-");
  return `${date} ${monthAbbreviation(Number(month), language)}`;
};

/**
 * USE-03: one point per NZ day of the range (days without a bucket are zero), data in MB and minutes = seconds / 60.
 * A bucket starts at TimestampNanos and lasts one interval; it counts on the NZ day of its middle, so fixed 24-hour
 * buckets counted from a midnight still land on the right day after a daylight change shifted midnight by an hour.
 * Buckets starting outside the range are left out; every bucket starting inside it is counted on some day.
 */
export const toHistogram = (
  buckets: ReadonlyArray<HistogramBucket>,
  range: HistogramRange,
  intervalNanos: number = HISTOGRAM_INTERVAL_NANOS,
): ReadonlyArray<HistogramPoint> => {
  const halfInterval = nanosToMillis(intervalNanos) / 2;
  const from = nanosToMillis(range.From);
  const upto = nanosToMillis(range.Upto);
  const days: string[] = [];
  // Stepping from noon: a 23- or 25-hour day near a daylight change cannot make a day be skipped or repeated.
  for (
    let at = nzStartOfDay(from) + DAY_MILLIS / 2;
    nzStartOfDay(at) <= upto && days.length < MAX_DAYS;
    at += DAY_MILLIS
  )
    days.push(nzDayKey(at));
  const totals = new Map(days.map((day) => [day, { bytes: 0, seconds: 0, sms: 0, mms: 0 }]));
  const lastDay = days[days.length - 1] ?? "";
  for (const bucket of buckets) {
    const at = nanosToMillis(bucket.TimestampNanos);
    // A bucket that starts in the range but whose middle is past the last day (the hour a daylight change adds
    // to fixed 24-hour slots) holds the last day's final hour: it counts there rather than being dropped.
    const middleDay = nzDayKey(at + halfInterval);
    const total =
      at >= from && at <= upto ? totals.get(middleDay > lastDay ? lastDay : middleDay) : undefined;
    if (total === undefined) continue;
    total.bytes += bucket.DataBytes ?? 0;
    total.seconds += bucket.VoiceSeconds ?? 0;
    total.sms += bucket.SMS ?? 0;
    total.mms += bucket.MMS ?? 0;
  }
  return days.map((day) => {
    const t = totals.get(day) ?? { bytes: 0, seconds: 0, sms: 0, mms: 0 };
    return {
      day,
      dataMB: t.bytes / BYTES_PER_MB,
      minutes: t.seconds / SECONDS_PER_MINUTE,
      sms: t.sms,
      mms: t.mms,
    };
  });
};
