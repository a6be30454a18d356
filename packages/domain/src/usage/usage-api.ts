import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { HistogramReply, HistogramRequest } from "./histogram";
import type { UsageBalancesReply } from "./usage-balance";
import type { UsageChargesQuery, UsageChargesReply } from "./usage-charge";

/** The operator's usage calls (spec 02 §7). */
export interface UsageApiService {
  /** GET /api/frontend/v1/customer/{account}/cellular/charges/{product} with From, Upto, data, mins, txts, pxts */
  readonly charges: (
    account: string,
    product: string,
    query: UsageChargesQuery,
  ) => Effect.Effect<UsageChargesReply, ApiError>;
  /** POST v2/{spid}/usage/data/histogram */
  readonly histogram: (spid: number, request: HistogramRequest) => Effect.Effect<HistogramReply, ApiError>;
  /**
   * GET /customers/{account}/products/mobile/{product}/usage-balances (the read is not shown in the spec; chosen
   * beside the prepay balance call).
   */
  readonly balances: (account: string, product: string) => Effect.Effect<UsageBalancesReply, ApiError>;
}

export class UsageApi extends Context.Tag("waea/UsageApi")<UsageApi, UsageApiService>() {}
