import * as Schema from "effect/Schema";

/** One NZ day of a fibre service's traffic, in whole megabytes. */
export const FibreUsageDay = Schema.Struct({
  /** The NZ calendar day, YYYY-MM-DD. */
  Day: Schema.String,
  DownloadMB: Schema.NonNegativeInt,
  UploadMB: Schema.NonNegativeInt,
});
export type FibreUsageDay = typeof FibreUsageDay.Type;

/**
 * A fibre service's data use this billing period (broadband.ufbUsage): the period's first and last NZ days, the
 * instant the figures were read, and the days so far, oldest first (today's is the part of the day gone by).
 * Fibre plans are unlimited: there is no allowance to count down.
 */
export const FibreUsageReply = Schema.Struct({
  ProductUUID: Schema.String,
  PeriodStart: Schema.String,
  PeriodEnd: Schema.String,
  AsOfMillis: Schema.Number,
  Days: Schema.Array(FibreUsageDay),
});
export type FibreUsageReply = typeof FibreUsageReply.Type;

export interface FibreUsageTotals {
  readonly downloadMB: number;
  readonly uploadMB: number;
  readonly totalMB: number;
}

/** The period's totals: download, upload and both together. */
export const fibreUsageTotals = (days: ReadonlyArray<FibreUsageDay>): FibreUsageTotals => {
  const downloadMB = days.reduce((sum, day) => sum + day.DownloadMB, 0);
  const uploadMB = days.reduce((sum, day) => sum + day.UploadMB, 0);
  return { downloadMB, uploadMB, totalMB: downloadMB + uploadMB };
};

/** The days newest first, as the page lists them. */
export const newestDaysFirst = (days: ReadonlyArray<FibreUsageDay>): ReadonlyArray<FibreUsageDay> =>
  [...days].sort((a, b) => b.Day.localeCompare(a.Day));
