import * as Schema from "effect/Schema";
import { Cents } from "../money";

/** Invoice status values of spec 02 §4. */
export const InvoiceStatus = Schema.Literal("OPEN", "PAID", "DUE", "OVERDUE", "VOID");
export type InvoiceStatus = typeof InvoiceStatus.Type;
export const InvoiceStatuses: ReadonlyArray<InvoiceStatus> = InvoiceStatus.literals;

/** One charge of an invoice: what it is for and its amount in cents (GST inclusive, like the invoice's figures). */
export const InvoiceLine = Schema.Struct({ Description: Schema.String, AmountCents: Cents });
export type InvoiceLine = typeof InvoiceLine.Type;

/**
 * An invoice (spec 02 §3): number, status, period, charges, GST, discount, remaining amount, due date.
 * Amounts are cents; the period and due date are nanoseconds like the operator's other timestamps.
 */
export const Invoice = Schema.Struct({
  Number: Schema.String,
  Status: InvoiceStatus,
  PeriodFromNanos: Schema.optional(Schema.Number),
  PeriodUptoNanos: Schema.optional(Schema.Number),
  ChargesCents: Cents,
  /** Each charge, summing to ChargesCents (the operator's words, English like its catalogue). */
  Lines: Schema.optional(Schema.Array(InvoiceLine)),
  GSTCents: Schema.optional(Cents),
  DiscountCents: Schema.optional(Cents),
  TotalCents: Schema.optional(Cents),
  RemainingAmountCents: Cents,
  DueDateNanos: Schema.optional(Schema.Number),
  CreatedAtNanos: Schema.optional(Schema.Number),
});
export type Invoice = typeof Invoice.Type;

/** Paging block of the operator's list replies. */
export const PageInfo = Schema.Struct({
  PageNumber: Schema.optional(Schema.Int),
  PageItemCount: Schema.optional(Schema.Int),
  TotalPages: Schema.optional(Schema.Int),
  TotalItemCount: Schema.Int,
  IndexStart: Schema.optional(Schema.Int),
});
export type PageInfo = typeof PageInfo.Type;

/**
 * Summary fields of an invoice list (spec: "summary fields", names not shown): what is open in the current
 * period, what is due and overdue across all pages, so the overdue warning does not depend on the page shown.
 */
export const InvoiceSummary = Schema.Struct({
  OpenCents: Schema.optional(Cents),
  DueCents: Schema.optional(Cents),
  OverdueCents: Schema.optional(Cents),
  OverdueCount: Schema.optional(Schema.Int),
});
export type InvoiceSummary = typeof InvoiceSummary.Type;

/** The reply of billing.listInvoices. */
export const InvoiceListReply = Schema.Struct({
  Invoices: Schema.Array(Invoice),
  PageInfo: PageInfo,
  Summary: Schema.optional(InvoiceSummary),
});
export type InvoiceListReply = typeof InvoiceListReply.Type;

/** The query of billing.listInvoices. PageNumber starts at 1. */
export const InvoiceListQuery = Schema.Struct({
  Status: Schema.optional(InvoiceStatus),
  PageSize: Schema.Int,
  PageNumber: Schema.Int,
});
export type InvoiceListQuery = typeof InvoiceListQuery.Type;

/** The reply of billing.listInvoicesV2: the older unpaged "result list". */
export const InvoiceResultList = Schema.Struct({ Result: Schema.Array(Invoice) });
export type InvoiceResultList = typeof InvoiceResultList.Type;
