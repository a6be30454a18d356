import * as Schema from "effect/Schema";
import {
  HistogramReply,
  HistogramRequest,
  USAGE_CHARGES_CACHE_MILLIS,
  UsageBalancesReply,
  UsageChargesQuery,
  UsageChargesReply,
} from "@waea/domain/usage";
import { collectCalls, defineCall, json } from "./define";
import { PathParam, QueryBoolean } from "./wire";

/** A number in a query string: nanosecond instants are too large for an exact integer check. */
const QueryNumber = Schema.compose(Schema.NumberFromString, Schema.Finite);

/** A period whose end is not before its start. */
const inOrder = <P extends { readonly From: number; readonly Upto: number }>(period: P) =>
  period.Upto >= period.From || { path: ["Upto"], message: "must not be before From" };

/** The usage charges query on the wire: the period as numbers (in order), the kinds as "true" or "false". */
const UsageChargesWireQuery = Schema.Struct({
  ...UsageChargesQuery.fields,
  From: QueryNumber,
  Upto: QueryNumber,
  data: QueryBoolean,
  mins: QueryBoolean,
  txts: QueryBoolean,
  pxts: QueryBoolean,
}).pipe(Schema.filter(inOrder));

/** Buckets shorter than a second are refused: the operator counts whole seconds of calls. */
const MIN_INTERVAL_NANOS = 1_000_000_000;

/** The histogram request with a finite range in order and buckets of at least a second. */
const HistogramWireRequest = Schema.Struct({
  ...HistogramRequest.fields,
  Range: Schema.Struct({ From: Schema.Finite, Upto: Schema.Finite }).pipe(Schema.filter(inOrder)),
  IntervalNanos: Schema.Finite.pipe(
    Schema.greaterThanOrEqualTo(MIN_INTERVAL_NANOS, {
      message: () => `must be at least ${MIN_INTERVAL_NANOS} (one second)`,
    }),
  ),
});

const AccountProduct = Schema.Struct({ account: PathParam, product: PathParam });

/** Usage charges, the usage histogram and usage balances (spec 02 §7, §9), one entry per UsageApi method. */
export const usageCalls = collectCalls(
  defineCall({
    id: "usage.charges",
    method: "GET",
    path: "/api/frontend/v1/customer/{account}/cellular/charges/{product}",
    params: AccountProduct,
    query: UsageChargesWireQuery,
    reply: json(UsageChargesReply),
    auth: "bearer",
    replyShown: true,
    cache: { ttlMs: USAGE_CHARGES_CACHE_MILLIS, groups: ["usage-charges"] },
  }),
  defineCall({
    id: "usage.histogram",
    method: "POST",
    path: "/v2/{spid}/usage/data/histogram",
    body: HistogramWireRequest,
    reply: json(HistogramReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "usage.balances",
    method: "GET",
    path: "/customers/{account}/products/mobile/{product}/usage-balances",
    params: AccountProduct,
    reply: json(UsageBalancesReply),
    auth: "bearer",
    replyShown: false,
  }),
);
