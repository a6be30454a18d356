import type { billingCalls } from "@waea/adapters/http/contract";
import { translate } from "@waea/adapters/i18n";
import {
  BillingMessages,
  billingCycleFor,
  billingCycleOption,
  changeBillingCycleRule,
  pageInfoOf,
  pageOf,
  type Invoice,
} from "@waea/domain/billing";
import { millisToNanos } from "@waea/domain/ports";
import * as Either from "effect/Either";
import { isRefusal, refuse, type Handlers, type SignedInContext } from "../server/handler";
import { ownCustomer } from "./access";
import { invoicePdf, receiptPdf } from "./billing-documents";

const notFound = (number: string) =>
  refuse(404, translate("en", BillingMessages.documentNotFound, { number }));

const invoicesOf = (context: SignedInContext, uuid: string): ReadonlyArray<Invoice> =>
  context.world.billing.invoices[uuid] ?? [];

const sum = (invoices: ReadonlyArray<Invoice>, status: Invoice["Status"]) =>
  invoices
    .filter((invoice) => invoice.Status === status)
    .reduce((total, i) => total + i.RemainingAmountCents, 0);

/**
 * Invoices, receipts, charges and the billing cycle (PAY-06, PAY-07, PAY-09). Paging from page 1, the charges' sort
 * field and an offered cycle (monthly, 7 or 28 days) are the contract's schemas.
 */
export const billingHandlers: Handlers<typeof billingCalls> = {
  "billing.listInvoicesV2": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    return isRefusal(customer) ? customer : { Result: invoicesOf(context, params.account) };
  },

  "billing.listInvoices": ({ params, query }, context) => {
    const customer = ownCustomer(context, params.customerUUID);
    if (isRefusal(customer)) return customer;
    const every = invoicesOf(context, params.customerUUID);
    const all =
      query.Status === undefined ? every : every.filter((invoice) => invoice.Status === query.Status);
    const page = pageOf(all, query.PageNumber, query.PageSize);
    return {
      Invoices: page,
      PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
      Summary: {
        OpenCents: sum(every, "OPEN"),
        DueCents: sum(every, "DUE"),
        OverdueCents: sum(every, "OVERDUE"),
        OverdueCount: every.filter((invoice) => invoice.Status === "OVERDUE").length,
      },
    };
  },

  "billing.getInvoice": ({ params }, context) => {
    const customer = ownCustomer(context, params.customerUUID);
    if (isRefusal(customer)) return customer;
    const found = invoicesOf(context, params.customerUUID).find(
      (invoice) => invoice.Number === params.number,
    );
    return found ?? notFound(params.number);
  },

  "billing.invoicePdf": async ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const found = invoicesOf(context, params.account).find((invoice) => invoice.Number === params.number);
    return found === undefined ? notFound(params.number) : invoicePdf(customer, found);
  },

  "billing.listReceipts": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    return isRefusal(customer)
      ? customer
      : { Receipts: context.world.billing.receipts[params.account] ?? [] };
  },

  "billing.receiptPdf": async ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const found = (context.world.billing.receipts[params.account] ?? []).find(
      (receipt) => receipt.ID === params.id,
    );
    return found === undefined ? notFound(params.id) : receiptPdf(customer, found);
  },

  "billing.listCharges": ({ params, query }, context) => {
    const customer = ownCustomer(context, params.customerUUID);
    if (isRefusal(customer)) return customer;
    const by = query.SortBy ?? "CreatedAtNanos";
    const direction = query.SortDesc === false ? 1 : -1;
    const all = [...(context.world.billing.charges[params.customerUUID] ?? [])].sort(
      (a, b) =>
        direction *
        (by === "AmountCents" ? a.AmountCents - b.AmountCents : a.CreatedAtNanos - b.CreatedAtNanos),
    );
    const page = pageOf(all, query.PageNumber, query.PageSize);
    return {
      Transactions: page,
      PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
    };
  },

  "billing.getBillingCycle": ({ params }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const cycle = context.world.billing.cycles[params.account];
    return cycle === undefined ? refuse(404, "This account has no billing cycle") : { BillingCycle: cycle };
  },

  "billing.setBillingCycle": ({ params, body }, context) => {
    const customer = ownCustomer(context, params.account);
    if (isRefusal(customer)) return customer;
    const next = billingCycleFor(billingCycleOption(body.BillingCycle));
    const billing = context.world.billing;
    const current = billing.cycles[params.account];
    if (current === undefined) return refuse(404, "This account has no billing cycle");
    const allowed = billing.cycleChangeRefused[params.account] !== true;
    const change = changeBillingCycleRule(
      current,
      next,
      invoicesOf(context, params.account),
      allowed,
      millisToNanos(context.nowMillis),
    );
    if (Either.isLeft(change)) return refuse(400, translate("en", change.left));
    billing.cycles[params.account] = change.right.cycle;
    billing.invoices[params.account] = change.right.invoices;
    return { BillingCycle: change.right.cycle, ClosedInvoices: change.right.closed };
  },
};
