import * as Layer from "effect/Layer";
import { BillingApi, type BillingApiService } from "@waea/domain/billing/api";
import type { HttpApiClient } from "../client";
import { billingCalls } from "../contract/billing";

/** The BillingApi port over HTTP: one contract entry per method, caches and invalidation from the contract. */
export const makeHttpBillingApi = (client: HttpApiClient): BillingApiService => {
  const billing = client.calls(billingCalls);
  return {
    listInvoicesV2: (account) => billing.listInvoicesV2({ params: { account } }),
    listInvoices: (customerUUID, query) => billing.listInvoices({ params: { customerUUID }, query }),
    getInvoice: (customerUUID, number) => billing.getInvoice({ params: { customerUUID, number } }),
    invoicePdf: (account, number) => billing.invoicePdf({ params: { account, number } }),
    listReceipts: (account) => billing.listReceipts({ params: { account } }),
    receiptPdf: (account, id) => billing.receiptPdf({ params: { account, id } }),
    listCharges: (customerUUID, query) => billing.listCharges({ params: { customerUUID }, query }),
    getBillingCycle: (account) => billing.getBillingCycle({ params: { account } }),
    setBillingCycle: (account, cycle) =>
      billing.setBillingCycle({ params: { account }, body: { BillingCycle: cycle } }),
  };
};

export const httpBillingApiLayer = (client: HttpApiClient): Layer.Layer<BillingApi> =>
  Layer.succeed(BillingApi, makeHttpBillingApi(client));
