import type { CallDocs } from "./call-doc";

/** The billing calls as docs/api.md describes them (../billing.ts has the calls themselves). */
export const billingDocs: CallDocs = {
  "billing.listInvoicesV2": {
    summary: "All invoices of an account as the older unpaged result list",
    spec: "02 §7",
  },
  "billing.listInvoices": {
    summary: "One page of invoices, optionally of one status, with PageInfo and summary fields",
    spec: "02 §7, §9",
  },
  "billing.getInvoice": { summary: "One invoice by number", spec: "02 §7" },
  "billing.invoicePdf": { summary: "The PDF of an invoice", spec: "02 §7" },
  "billing.listReceipts": { summary: "The receipts of an account", spec: "02 §7" },
  "billing.receiptPdf": { summary: "The PDF of a receipt", spec: "02 §7" },
  "billing.listCharges": {
    summary: "One page of the charges on an account, newest first unless SortDesc is false",
    spec: "02 §7",
  },
  "billing.getBillingCycle": { summary: "The billing cycle in force", spec: "02 §7" },
  "billing.setBillingCycle": {
    summary: "Change the billing cycle; open bills are closed and marked due",
    spec: "02 §4, §7",
  },
};
