import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import * as Layer from "effect/Layer";
import { apiFailure } from "../ports";
import { BillingApi, type BillingApiService } from "./billing-api";
import type { BillingCycle } from "./billing-cycle";
import { changeBillingCycleRule } from "./billing-cycle-change";
import type { Charge } from "./charge";
import type { Invoice } from "./invoice";
import { pageInfoOf, pageOf } from "./paging";
import type { Receipt } from "./receipt";

/** The state the in-memory billing API serves, per customer. */
export interface BillingWorld {
  readonly invoices?: Readonly<Record<string, ReadonlyArray<Invoice>>>;
  readonly receipts?: Readonly<Record<string, ReadonlyArray<Receipt>>>;
  readonly charges?: Readonly<Record<string, ReadonlyArray<Charge>>>;
  readonly cycles?: Readonly<Record<string, BillingCycle>>;
  /** PDF bytes by invoice number and by receipt id. */
  readonly invoicePdfs?: Readonly<Record<string, Uint8Array>>;
  readonly receiptPdfs?: Readonly<Record<string, Uint8Array>>;
  /** Whether the environment allows a bill cycle change (default true). */
  readonly allowCycleChange?: boolean;
}

export interface MemoryBillingApi extends BillingApiService {
  /** Current invoices of a customer, to inspect after a change. */
  readonly invoicesOf: (customer: string) => ReadonlyArray<Invoice>;
}

/** A plausible billing backend in memory: unknown customers get 404, bad paging 400, files their stored bytes. */
export const makeMemoryBillingApi = (world: BillingWorld = {}): MemoryBillingApi => {
  const invoices = new Map(Object.entries(world.invoices ?? {}).map(([k, v]) => [k, [...v]]));
  const cycles = new Map(Object.entries(world.cycles ?? {}));
  const known = (customer: string): boolean =>
    invoices.has(customer) ||
    customer in (world.receipts ?? {}) ||
    customer in (world.charges ?? {}) ||
    cycles.has(customer);
  const guard = <A>(call: string, customer: string, run: () => A) =>
    known(customer) ? Effect.sync(run) : apiFailure(call, 404, "customer not found");
  const paging = (call: string, size: number, number: number) =>
    size > 0 && number > 0 ? Effect.void : apiFailure(call, 400, "bad paging");

  return {
    invoicesOf: (customer) => invoices.get(customer) ?? [],
    listInvoicesV2: (account) =>
      guard("invoices.v2", account, () => ({ Result: invoices.get(account) ?? [] })),
    listInvoices: (customer, query) =>
      Effect.zipRight(
        paging("invoices.v3", query.PageSize, query.PageNumber),
        guard("invoices.v3", customer, () => {
          const all = (invoices.get(customer) ?? []).filter(
            (invoice) => query.Status === undefined || invoice.Status === query.Status,
          );
          const page = pageOf(all, query.PageNumber, query.PageSize);
          const every = invoices.get(customer) ?? [];
          const sum = (status: Invoice["Status"]) =>
            every.filter((i) => i.Status === status).reduce((s, i) => s + i.RemainingAmountCents, 0);
          return {
            Invoices: page,
            PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
            Summary: {
              OpenCents: sum("OPEN"),
              DueCents: sum("DUE"),
              OverdueCents: sum("OVERDUE"),
              OverdueCount: every.filter((i) => i.Status === "OVERDUE").length,
            },
          };
        }),
      ),
    getInvoice: (customer, number) => {
      const found = (invoices.get(customer) ?? []).find((invoice) => invoice.Number === number);
      return found === undefined ? apiFailure("invoice", 404, "invoice not found") : Effect.succeed(found);
    },
    invoicePdf: (account, number) => {
      const bytes = world.invoicePdfs?.[number];
      const owned = (invoices.get(account) ?? []).some((invoice) => invoice.Number === number);
      return bytes === undefined || !owned
        ? apiFailure("invoice.pdf", 404, "not found")
        : Effect.succeed(bytes);
    },
    listReceipts: (account) =>
      guard("receipts", account, () => ({ Receipts: world.receipts?.[account] ?? [] })),
    receiptPdf: (account, id) => {
      const bytes = world.receiptPdfs?.[id];
      const owned = (world.receipts?.[account] ?? []).some((receipt) => receipt.ID === id);
      return bytes === undefined || !owned
        ? apiFailure("receipt.pdf", 404, "not found")
        : Effect.succeed(bytes);
    },
    listCharges: (customer, query) =>
      Effect.zipRight(
        paging("charges", query.PageSize, query.PageNumber),
        guard("charges", customer, () => {
          const all = [...(world.charges?.[customer] ?? [])].sort((a, b) =>
            query.SortDesc === false
              ? a.CreatedAtNanos - b.CreatedAtNanos
              : b.CreatedAtNanos - a.CreatedAtNanos,
          );
          const page = pageOf(all, query.PageNumber, query.PageSize);
          return {
            Transactions: page,
            PageInfo: pageInfoOf(all.length, query.PageNumber, query.PageSize, page.length),
          };
        }),
      ),
    getBillingCycle: (account) => {
      const cycle = cycles.get(account);
      return cycle === undefined
        ? apiFailure("billing-cycle", 404, "no billing cycle")
        : Effect.succeed({ BillingCycle: cycle });
    },
    setBillingCycle: (account, cycle) => {
      if (!known(account)) return apiFailure("billing-cycle.set", 404, "customer not found");
      const change = changeBillingCycleRule(
        cycles.get(account),
        cycle,
        invoices.get(account) ?? [],
        world.allowCycleChange ?? true,
      );
      if (Either.isLeft(change)) return apiFailure("billing-cycle.set", 400, change.left);
      return Effect.sync(() => {
        cycles.set(account, change.right.cycle);
        invoices.set(account, [...change.right.invoices]);
        return { BillingCycle: change.right.cycle, ClosedInvoices: change.right.closed };
      });
    },
  };
};

export const memoryBillingApiLayer = (world?: BillingWorld): Layer.Layer<BillingApi> =>
  Layer.sync(BillingApi, () => makeMemoryBillingApi(world));
