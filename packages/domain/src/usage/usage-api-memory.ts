import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { SPID } from "../config";
import { apiFailure, nanosToMillis } from "../ports";
import type { HistogramBucket } from "./histogram";
import { UsageApi, type UsageApiService } from "./usage-api";
import type { UsageBalanceEntry } from "./usage-balance";
import { chargeMillis, type UsageCharge } from "./usage-charge";

/** Usage per product instance, and which customer owns each product. */
export interface UsageWorld {
  readonly owners?: Readonly<Record<string, string>>;
  readonly charges?: Readonly<Record<string, ReadonlyArray<UsageCharge>>>;
  readonly buckets?: Readonly<Record<string, ReadonlyArray<HistogramBucket>>>;
  readonly balances?: Readonly<Record<string, ReadonlyArray<UsageBalanceEntry>>>;
  /** The service provider id the backend answers; the operator's SPID unless a test sets another. */
  readonly spid?: number;
}

/**
 * A plausible usage backend: products answer only their owner (404 otherwise), charges are filtered by period and
 * kind, histogram buckets by range and rolled up to the requested interval, a wrong spid or interval is a 400.
 */
export const makeMemoryUsageApi = (world: UsageWorld = {}): UsageApiService => {
  const owns = (account: string, product: string) => world.owners?.[product] === account;
  return {
    charges: (account, product, query) => {
      if (!owns(account, product)) return apiFailure("charges", 404, "product not found");
      if (query.Upto < query.From) return apiFailure("charges", 400, "bad period");
      const from = nanosToMillis(query.From);
      const upto = nanosToMillis(query.Upto);
      const wanted = (charge: UsageCharge) =>
        (query.data && (charge.ChargedData ?? 0) !== 0) ||
        (query.mins && (charge.ChargedMins ?? 0) !== 0) ||
        (query.txts && (charge.ChargedTXTs ?? 0) !== 0) ||
        (query.pxts && (charge.ChargedPXTs ?? 0) !== 0);
      const charges = (world.charges?.[product] ?? []).filter((charge) => {
        const at = chargeMillis(charge.DateAndTime);
        return at !== undefined && at >= from && at <= upto && wanted(charge);
      });
      return Effect.succeed({ Charges: charges });
    },
    histogram: (spid, request) => {
      if (spid !== (world.spid ?? SPID)) return apiFailure("histogram", 400, "unknown spid");
      if (request.IntervalNanos <= 0 || request.Range.Upto < request.Range.From)
        return apiFailure("histogram", 400, "bad range");
      if (!owns(request.CustomerUUID, request.ProductInstanceUUID))
        return apiFailure("histogram", 404, "product not found");
      const rolled = new Map<number, HistogramBucket>();
      for (const bucket of world.buckets?.[request.ProductInstanceUUID] ?? []) {
        if (bucket.TimestampNanos < request.Range.From || bucket.TimestampNanos > request.Range.Upto)
          continue;
        const slot =
          request.Range.From +
          Math.floor((bucket.TimestampNanos - request.Range.From) / request.IntervalNanos) *
            request.IntervalNanos;
        const prior = rolled.get(slot);
        rolled.set(slot, {
          TimestampNanos: slot,
          DataBytes: (prior?.DataBytes ?? 0) + (bucket.DataBytes ?? 0),
          VoiceSeconds: (prior?.VoiceSeconds ?? 0) + (bucket.VoiceSeconds ?? 0),
          SMS: (prior?.SMS ?? 0) + (bucket.SMS ?? 0),
          MMS: (prior?.MMS ?? 0) + (bucket.MMS ?? 0),
        });
      }
      return Effect.succeed({
        Buckets: [...rolled.values()].sort((a, b) => a.TimestampNanos - b.TimestampNanos),
      });
    },
    balances: (account, product) =>
      owns(account, product)
        ? Effect.succeed({ Balances: world.balances?.[product] ?? [] })
        : apiFailure("usage-balances", 404, "product not found"),
  };
};

export const memoryUsageApiLayer = (world?: UsageWorld): Layer.Layer<UsageApi> =>
  Layer.sync(UsageApi, () => makeMemoryUsageApi(world));
