import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { BillingCycle, BillingCycleReply } from "./billing-cycle";
import type { BillingCycleChangeReply } from "./billing-cycle-change";
import type { ChargeListQuery, ChargeListReply } from "./charge";
import type { Invoice, InvoiceListQuery, InvoiceListReply, InvoiceResultList } from "./invoice";
import type { ReceiptListReply } from "./receipt";

/** The operator's invoice, receipt, charges and billing-cycle calls (spec 02 §7). */
export interface BillingApiService {
  /** GET /v2/customer/{account}/invoices */
  readonly listInvoicesV2: (account: string) => Effect.Effect<InvoiceResultList, ApiError>;
  /** GET /v3/customer/:uuid/invoices with Status, PageSize, PageNumber */
  readonly listInvoices: (
    customerUUID: string,
    query: InvoiceListQuery,
  ) => Effect.Effect<InvoiceListReply, ApiError>;
  /** GET /v3/customer/:uuid/invoices/{number} */
  readonly getInvoice: (customerUUID: string, number: string) => Effect.Effect<Invoice, ApiError>;
  /** GET /customer/{account}/invoice/{number}/pdf (blob) */
  readonly invoicePdf: (account: string, number: string) => Effect.Effect<Uint8Array, ApiError>;
  /** GET /customer/{account}/receipt */
  readonly listReceipts: (account: string) => Effect.Effect<ReceiptListReply, ApiError>;
  /** GET /customer/{account}/receipt/{id}/pdf (blob) */
  readonly receiptPdf: (account: string, id: string) => Effect.Effect<Uint8Array, ApiError>;
  /** GET /v2/customer/:uuid/charges with PageNumber, PageSize, SortBy, SortDesc */
  readonly listCharges: (
    customerUUID: string,
    query: ChargeListQuery,
  ) => Effect.Effect<ChargeListReply, ApiError>;
  /** GET /customers/{account}/billing-cycle */
  readonly getBillingCycle: (account: string) => Effect.Effect<BillingCycleReply, ApiError>;
  /** POST /customers/{account}/billing-cycle with BillingCycle */
  readonly setBillingCycle: (
    account: string,
    cycle: BillingCycle,
  ) => Effect.Effect<BillingCycleChangeReply, ApiError>;
}

export class BillingApi extends Context.Tag("waea/BillingApi")<BillingApi, BillingApiService>() {}
