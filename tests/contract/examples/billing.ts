import * as Effect from "effect/Effect";
import type { billingCalls } from "@waea/adapters/http/contract";
import type { Examples, ExampleContext } from "./example";

/** A number of a seeded invoice of the signed-in customer (the newest). */
const invoiceNumber = async (context: ExampleContext): Promise<string> => {
  const page = await Effect.runPromise(
    context.test.client.api.billing.listInvoices({
      params: { customerUUID: context.customer() },
      query: { PageSize: 1, PageNumber: 1 },
    }),
  );
  return page.Invoices[0]?.Number ?? "";
};

const receiptId = async (context: ExampleContext): Promise<string> => {
  const list = await Effect.runPromise(
    context.test.client.api.billing.listReceipts({ params: { account: context.customer() } }),
  );
  return list.Receipts[0]?.ID ?? "";
};

/** Billing calls as postpay@waea.test: 25 invoices, receipts, charges, a monthly cycle. */
export const billingExamples: Examples<typeof billingCalls> = {
  "billing.listInvoicesV2": { input: (context) => ({ params: { account: context.customer() } }) },
  "billing.listInvoices": {
    input: (context) => ({
      params: { customerUUID: context.customer() },
      query: { Status: "PAID", PageSize: 10, PageNumber: 2 },
    }),
  },
  "billing.getInvoice": {
    input: async (context) => ({
      params: { customerUUID: context.customer(), number: await invoiceNumber(context) },
    }),
  },
  "billing.invoicePdf": {
    input: async (context) => ({
      params: { account: context.customer(), number: await invoiceNumber(context) },
    }),
  },
  "billing.listReceipts": { input: (context) => ({ params: { account: context.customer() } }) },
  "billing.receiptPdf": {
    input: async (context) => ({ params: { account: context.customer(), id: await receiptId(context) } }),
  },
  "billing.listCharges": {
    input: (context) => ({
      params: { customerUUID: context.customer() },
      query: { PageNumber: 1, PageSize: 14, SortBy: "CreatedAtNanos", SortDesc: true },
    }),
  },
  "billing.getBillingCycle": { input: (context) => ({ params: { account: context.customer() } }) },
  "billing.setBillingCycle": {
    input: (context) => ({
      params: { account: context.customer() },
      body: { BillingCycle: { Type: "days", Value: 28 } },
    }),
  },
};
