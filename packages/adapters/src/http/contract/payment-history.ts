import * as Schema from "effect/Schema";
import { BILLING_CACHE_MILLIS } from "@waea/domain/billing";
import { PaymentHistoryQuery, PaymentHistoryReply } from "@waea/domain/payments";
import { collectCalls, defineCall, json } from "./define";
import { queryPageSize, QueryPageNumber } from "./input-rules";
import { PathParam } from "./wire";

/** The payment history query on the wire: the domain's fields as query-string integers, pages from 1. */
const PaymentHistoryWireQuery = Schema.Struct({
  ...PaymentHistoryQuery.fields,
  PageNumber: QueryPageNumber,
  PageSize: queryPageSize(),
});

/**
 * The payment history (spec 02 §7), apart from the rest of the payments contract (payments-purchases.ts lists it in
 * its place): the payment history page reads it first, and its port part (payment-history-http.ts) loads it without
 * the payment, top-up, add-on and voucher schemas.
 */
export const paymentHistoryCall = defineCall({
  id: "payments.paymentHistory",
  method: "GET",
  path: "/customer/{account}/payment-history",
  params: Schema.Struct({ account: PathParam }),
  query: PaymentHistoryWireQuery,
  reply: json(PaymentHistoryReply),
  auth: "bearer",
  replyShown: false,
  cache: { ttlMs: BILLING_CACHE_MILLIS, groups: ["payment-history"] },
});

export const paymentHistoryCalls = collectCalls(paymentHistoryCall);
