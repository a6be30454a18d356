import * as Schema from "effect/Schema";
import {
  BILLING_CACHE_MILLIS,
  BillingCycle,
  BillingCycleChangeReply,
  BillingCycleReply,
  ChargeListQuery,
  DAYS_CYCLE_TYPE,
  ChargeListReply,
  Invoice,
  InvoiceListQuery,
  InvoiceListReply,
  InvoiceResultList,
  MONTHLY_CYCLE_TYPE,
  PDF_CONTENT_TYPE,
  ReceiptListReply,
  offeredBillingCycleOption,
} from "@waea/domain/billing";
import { binary, collectCalls, defineCall, json } from "./define";
import { QueryPageNumber, queryPageSize } from "./input-rules";
import { PathParam, QueryBoolean } from "./wire";

const Account = Schema.Struct({ account: PathParam });
const Customer = Schema.Struct({ customerUUID: PathParam });

/** The invoice list query on the wire: the domain's fields, numbers as query-string integers, pages from 1. */
const InvoiceListWireQuery = Schema.Struct({
  ...InvoiceListQuery.fields,
  PageSize: queryPageSize(),
  PageNumber: QueryPageNumber,
});

/** Charges sort by their time or their amount. */
const SORTABLE: ReadonlyArray<string> = ["CreatedAtNanos", "AmountCents"];
const ChargeListWireQuery = Schema.Struct({
  ...ChargeListQuery.fields,
  PageNumber: QueryPageNumber,
  PageSize: queryPageSize(),
  SortBy: Schema.optional(
    Schema.String.pipe(
      Schema.filter((by) => SORTABLE.includes(by), {
        message: () => "must be CreatedAtNanos or AmountCents",
      }),
    ),
  ),
  SortDesc: Schema.optional(QueryBoolean),
});

/** A cycle the operator offers: monthly, or days with 7 or 28 (the domain's offeredBillingCycleOption). */
const OfferedBillingCycle = BillingCycle.pipe(
  Schema.filter((cycle) => {
    if (offeredBillingCycleOption(cycle) !== undefined) return true;
    return [MONTHLY_CYCLE_TYPE, DAYS_CYCLE_TYPE].includes(cycle.Type.trim().toLowerCase())
      ? { path: ["Value"], message: "must be 7 or 28" }
      : { path: ["Type"], message: 'must be "monthly" or "days"' };
  }),
);
const BillingCycleChangeRequest = Schema.Struct({ BillingCycle: OfferedBillingCycle });

/** Invoices, receipts, charges and the billing cycle (spec 02 §7), one entry per BillingApi method. */
export const billingCalls = collectCalls(
  defineCall({
    id: "billing.listInvoicesV2",
    method: "GET",
    path: "/v2/customer/{account}/invoices",
    params: Account,
    reply: json(InvoiceResultList),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.listInvoices",
    method: "GET",
    path: "/v3/customer/{customerUUID}/invoices",
    params: Customer,
    query: InvoiceListWireQuery,
    reply: json(InvoiceListReply),
    auth: "bearer",
    replyShown: true,
    cache: { ttlMs: BILLING_CACHE_MILLIS, groups: ["invoices"] },
  }),
  defineCall({
    id: "billing.getInvoice",
    method: "GET",
    path: "/v3/customer/{customerUUID}/invoices/{number}",
    params: Schema.Struct({ customerUUID: PathParam, number: PathParam }),
    reply: json(Invoice),
    auth: "bearer",
    replyShown: false,
  }),
  defineCall({
    id: "billing.invoicePdf",
    method: "GET",
    path: "/customer/{account}/invoice/{number}/pdf",
    params: Schema.Struct({ account: PathParam, number: PathParam }),
    reply: binary(PDF_CONTENT_TYPE),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.listReceipts",
    method: "GET",
    path: "/customer/{account}/receipt",
    params: Account,
    reply: json(ReceiptListReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.receiptPdf",
    method: "GET",
    path: "/customer/{account}/receipt/{id}/pdf",
    params: Schema.Struct({ account: PathParam, id: PathParam }),
    reply: binary(PDF_CONTENT_TYPE),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.listCharges",
    method: "GET",
    path: "/v2/customer/{customerUUID}/charges",
    params: Customer,
    query: ChargeListWireQuery,
    reply: json(ChargeListReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.getBillingCycle",
    method: "GET",
    path: "/customers/{account}/billing-cycle",
    params: Account,
    reply: json(BillingCycleReply),
    auth: "bearer",
    replyShown: true,
  }),
  defineCall({
    id: "billing.setBillingCycle",
    method: "POST",
    path: "/customers/{account}/billing-cycle",
    params: Account,
    body: BillingCycleChangeRequest,
    reply: json(BillingCycleChangeReply),
    auth: "bearer",
    replyShown: false,
    invalidates: ["invoices"],
  }),
);
