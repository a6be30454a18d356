export {
  BillingCycle,
  BillingCycleOptionLabelKeys,
  BillingCycleOptions,
  BillingCycleReply,
  DAYS_CYCLE_TYPE,
  MONTHLY_CYCLE_TYPE,
  billingCycleDays,
  billingCycleFor,
  billingCycleOption,
  offeredBillingCycleOption,
  type BillingCycleOption,
} from "./billing-cycle";
export {
  BillingCycleChangeReply,
  billingCycleChangeEffect,
  changeBillingCycleRule,
  type BillingCycleChange,
  type BillingCycleChangeEffect,
} from "./billing-cycle-change";
export { BillingError, billingError, requireAccount } from "./billing-error";
export { amountToSettleCents, canTransferBillingType, type BillingTransferFacts } from "./billing-transfer";
export { Charge, ChargeListQuery, ChargeListReply } from "./charge";
export {
  DEFAULT_CREDIT_DAYS,
  creditExpiresAtMillis,
  isCreditExpired,
  usableCreditCents,
} from "./credit-expiry";
export {
  PDF_CONTENT_TYPE,
  checkDownloadedFile,
  documentNotFound,
  invoicePdfName,
  receiptPdfName,
  type DownloadedFile,
} from "./documents";
export {
  Invoice,
  InvoiceListQuery,
  InvoiceLine,
  InvoiceListReply,
  InvoiceResultList,
  InvoiceStatus,
  InvoiceStatuses,
  InvoiceSummary,
  PageInfo,
} from "./invoice";
export {
  InvoiceStatusLabelKeys,
  currentPeriodInvoices,
  hasOverdue,
  isUnpaid,
  outstandingCents,
  overdueWarning,
  unpaidInvoices,
} from "./invoice-status";
export { BillingMessage, BillingMessages, type BillingMessageKey } from "./messages";
export {
  BILLING_CACHE_MILLIS,
  INVOICE_PAGE_SIZE,
  PAGES_EITHER_SIDE,
  PAYMENT_HISTORY_PAGE_SIZE,
  clampPage,
  pageIndexStart,
  pageInfoOf,
  pageOf,
  pageWindow,
  totalPages,
} from "./paging";
export {
  BalanceValue,
  BillingPeriod,
  PostpayAccount,
  PostpayProduct,
  postpayBalanceCents,
} from "./postpay-product";
export { PrepayProduct } from "./prepay-product";
export { Receipt, ReceiptListReply } from "./receipt";
export {
  changeBillingCycle,
  loadBillingCycle,
  previewBillingCycleChange,
  type CurrentBillingCycle,
} from "./use-cases/billing-cycle";
export { downloadInvoicePdf, downloadReceiptPdf } from "./use-cases/download-document";
export { getInvoice } from "./use-cases/get-invoice";
export { getReceipt } from "./use-cases/get-receipt";
export { loadInvoices, type InvoicePage, type LoadInvoicesInput } from "./use-cases/load-invoices";
export { loadReceipts, type ReceiptList } from "./use-cases/load-receipts";
