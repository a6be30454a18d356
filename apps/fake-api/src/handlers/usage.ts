import type { usageCalls } from "@waea/adapters/http/contract";
import { millisToNanos, nanosToMillis } from "@waea/domain/ports";
import type { HistogramBucket, UsageCharge, UsageChargesQuery } from "@waea/domain/usage";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import type { CoreProduct } from "../world/core";
import type { UsageRecord } from "../world/usage";
import { ownProduct } from "./own-product";
import { unitAmount, usageBalancesOf } from "./usage-balances";

interface Totals extends HistogramBucket {
  readonly DataBytes: number;
  readonly VoiceSeconds: number;
  readonly SMS: number;
  readonly MMS: number;
}

/** Which query flag asks for which kind of record: data, mins (calls), txts (texts), pxts (picture messages). */
const wanted = (query: UsageChargesQuery, record: UsageRecord): boolean => {
  switch (record.Kind) {
    case "data":
      return query.data;
    case "voice":
    case "idd_voice":
      return query.mins;
    case "sms":
    case "idd_sms":
      return query.txts;
    case "mms":
      return query.pxts;
  }
};

const FIELD: Readonly<Record<UsageRecord["Kind"], keyof UsageCharge>> = {
  data: "ChargedData",
  voice: "ChargedMins",
  idd_voice: "ChargedMins",
  sms: "ChargedTXTs",
  idd_sms: "ChargedTXTs",
  mms: "ChargedPXTs",
};

/** A record as a usage charge: data in MB, calls in minutes (both to 2 decimals), texts counted. */
const toCharge = (record: UsageRecord): UsageCharge => ({
  DateAndTime: new Date(record.AtMillis).toISOString(),
  AmountCents: record.AmountCents,
  [FIELD[record.Kind]]: Math.round(unitAmount(record) * 100) / 100,
  Description: record.Description,
});

const recordsOf = (context: SignedInContext, product: CoreProduct): ReadonlyArray<UsageRecord> =>
  context.world.usage.records[product.UUID] ?? [];

/**
 * Usage (USE-01..03; spec 02 §3, §7, §9): charges, the histogram and balances, all from the usage records. A period
 * in order and buckets of at least a second are the contract's schemas.
 */
export const usageHandlers: Handlers<typeof usageCalls> = {
  "usage.charges": ({ params, query }, context) => {
    const product = ownProduct(context, params.account, params.product);
    if (isRefusal(product)) return product;
    const from = nanosToMillis(query.From);
    const upto = nanosToMillis(query.Upto);
    const charges = recordsOf(context, product)
      .filter((record) => record.AtMillis >= from && record.AtMillis <= upto && wanted(query, record))
      .map(toCharge)
      .reverse();
    return { Charges: charges };
  },

  /** Buckets of IntervalNanos from Range.From, only those with use: data in bytes, calls in seconds, texts. */
  "usage.histogram": ({ body }, context) => {
    const product = ownProduct(context, body.CustomerUUID, body.ProductInstanceUUID);
    if (isRefusal(product)) return product;
    if ((product.ProductType ?? "mobile") !== body.ProductType)
      return refuse(400, `body.ProductType: the product is ${product.ProductType ?? "mobile"}`);
    const from = nanosToMillis(body.Range.From);
    const upto = nanosToMillis(body.Range.Upto);
    const interval = body.IntervalNanos / 1_000_000;
    const buckets = new Map<number, Totals>();
    for (const record of recordsOf(context, product)) {
      if (record.AtMillis < from || record.AtMillis > upto) continue;
      const slot = from + Math.floor((record.AtMillis - from) / interval) * interval;
      const bucket = buckets.get(slot) ?? {
        TimestampNanos: millisToNanos(slot),
        DataBytes: 0,
        VoiceSeconds: 0,
        SMS: 0,
        MMS: 0,
      };
      const kind = record.Kind;
      buckets.set(slot, {
        ...bucket,
        DataBytes: bucket.DataBytes + (kind === "data" ? record.Amount : 0),
        VoiceSeconds: bucket.VoiceSeconds + (kind === "voice" || kind === "idd_voice" ? record.Amount : 0),
        SMS: bucket.SMS + (kind === "sms" || kind === "idd_sms" ? record.Amount : 0),
        MMS: bucket.MMS + (kind === "mms" ? record.Amount : 0),
      });
    }
    return { Buckets: [...buckets.values()].sort((a, b) => a.TimestampNanos - b.TimestampNanos) };
  },

  "usage.balances": ({ params }, context) => {
    const product = ownProduct(context, params.account, params.product);
    return isRefusal(product)
      ? product
      : { Balances: usageBalancesOf(context.world, product, context.nowMillis) };
  },
};
