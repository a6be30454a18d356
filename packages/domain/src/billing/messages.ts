import * as Schema from "effect/Schema";

/** Message keys of the billing namespace (packages/adapters/src/i18n/locales/<lang>/billing.json). */
export const BillingMessages = {
  currentAccountNotSpecified: "billing.current_account_not_specified",
  documentNotFound: "billing.document_not_found",
  invoiceNumberRequired: "billing.invoice_number_required",
  receiptIdRequired: "billing.receipt_id_required",
  fileNameNotSpecified: "billing.file_name_not_specified",
  fileDownloadingError: "billing.file_downloading_error",
  invoicesLoadError: "billing.invoices_load_error",
  receiptsLoadError: "billing.receipts_load_error",
  overdueWarning: "billing.overdue_warning",
  cycleChangeNotAllowed: "billing.cycle_change_not_allowed",
  cycleUnchanged: "billing.cycle_unchanged",
  transferSameType: "billing.transfer_same_type",
  transferOutstandingFirst: "billing.transfer_outstanding_first",
  statusOpen: "billing.status_open",
  statusPaid: "billing.status_paid",
  statusDue: "billing.status_due",
  statusOverdue: "billing.status_overdue",
  statusVoid: "billing.status_void",
  cycleSevenDays: "billing.cycle_seven_days",
  cycleTwentyEightDays: "billing.cycle_twenty_eight_days",
  cycleMonthly: "billing.cycle_monthly",
  creditExpires: "billing.credit_expires",
} as const;
export type BillingMessageKey = (typeof BillingMessages)[keyof typeof BillingMessages];

/** A message key with the values it interpolates ("Invoice or receipt #{{number}} not found"). */
export const BillingMessage = Schema.Struct({
  key: Schema.Enums(BillingMessages),
  params: Schema.optionalWith(
    Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number) }),
    { exact: true },
  ),
});
export type BillingMessage = typeof BillingMessage.Type;
