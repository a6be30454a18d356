import * as Context from "effect/Context";
import type * as Effect from "effect/Effect";
import type { ApiError } from "../ports";
import type { BillingCycle, BillingCycleReply } from "./billing-cycle";
import type { BillingCycleChangeReply } from "./billing-cycle-change";
import type { ChargeListQuery, ChargeListReply } from "./charge";
import type { Invoice, InvoiceListQuery, InvoiceListReply, InvoiceResultList } from "./invoice";
import type { ReceiptListReply } from "./receipt";

/** The operator's invoice, receipt, charges and billing-cycle calls (spec 02 §7), named by their contract entries. */
export interface BillingApiService {
  /** billing.listInvoicesV2: every invoice of an account, unpaged. */
  readonly listInvoicesV2: (account: string) => Effect.Effect<InvoiceResultList, ApiError>;
  /** billing.listInvoices: one page of invoices, optionally of one status, with summary fields. */
  readonly listInvoices: (
    customerUUID: string,
    query: InvoiceListQuery,
  ) => Effect.Effect<InvoiceListReply, ApiError>;
  /** billing.getInvoice: one invoice by number. */
  readonly getInvoice: (customerUUID: string, number: string) => Effect.Effect<Invoice, ApiError>;
  /** billing.invoicePdf: the PDF of an invoice. */
  readonly invoicePdf: (account: string, number: string) => Effect.Effect<Uint8Array, ApiError>;
  /** billing.listReceipts: the receipts of an account. */
  readonly listReceipts: (account: string) => Effect.Effect<ReceiptListReply, ApiError>;
  /** billing.receiptPdf: the PDF of a receipt. */
  readonly receiptPdf: (account: string, id: string) => Effect.Effect<Uint8Array, ApiError>;
  /** billing.listCharges: one page of the charges on an account. */
  readonly listCharges: (
    customerUUID: string,
    query: ChargeListQuery,
  ) => Effect.Effect<ChargeListReply, ApiError>;
  /** billing.getBillingCycle: the billing cycle in force. */
  readonly getBillingCycle: (account: string) => Effect.Effect<BillingCycleReply, ApiError>;
  /** billing.setBillingCycle: changes the billing cycle, closing the open bills. */
  readonly setBillingCycle: (
    account: string,
    cycle: BillingCycle,
  ) => Effect.Effect<BillingCycleChangeReply, ApiError>;
}

export class BillingApi extends Context.Tag("waea/BillingApi")<BillingApi, BillingApiService>() {}
