import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { HistogramReply, HistogramRequest } from "./histogram";
import type { UsageBalancesReply } from "./usage-balance";
import type { UsageChargesQuery, UsageChargesReply } from "./usage-charge";

/** The operator's usage calls (spec 02 §7), named by their contract entries. */
export interface UsageApiService {
  /** usage.charges: the usage charges of a product in a period, of the kinds asked for. */
  readonly charges: (
    account: string,
    product: string,
    query: UsageChargesQuery,
  ) => Effect.Effect<UsageChargesReply, ApiError>;
  /** usage.histogram: usage in buckets of an interval over a range. */
  readonly histogram: (spid: number, request: HistogramRequest) => Effect.Effect<HistogramReply, ApiError>;
  /** usage.balances: what is left of each allowance of a mobile product (the read is not shown in the spec). */
  readonly balances: (account: string, product: string) => Effect.Effect<UsageBalancesReply, ApiError>;
}

export class UsageApi extends Context.Tag("waea/UsageApi")<UsageApi, UsageApiService>() {}
