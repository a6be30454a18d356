import * as Effect from "effect/Effect";
import type { Forbidden, Unauthorized } from "../../ports";
import { BillingApi } from "../billing-api";
import { requireAccount, type BillingError } from "../billing-error";
import type { Invoice, InvoiceStatus, PageInfo } from "../invoice";
import { currentPeriodInvoices, overdueWarning } from "../invoice-status";
import { BillingMessages, type BillingMessageKey } from "../messages";
import { INVOICE_PAGE_SIZE, clampPage, pageWindow, totalPages } from "../paging";

export interface InvoicePage {
  readonly invoices: ReadonlyArray<Invoice>;
  /** The open invoices on this page: the current period. */
  readonly currentPeriod: ReadonlyArray<Invoice>;
  readonly pageNumber: number;
  readonly totalPages: number;
  readonly totalItems: number;
  /** Page numbers the pager shows. */
  readonly pages: ReadonlyArray<number>;
  readonly overdueWarning: BillingMessageKey | undefined;
  /** Set when the list could not be loaded; the list is then empty (spec 02 §8). */
  readonly loadingError: BillingMessageKey | undefined;
}

export interface LoadInvoicesInput {
  readonly customerUUID: string;
  readonly status?: InvoiceStatus;
  readonly pageNumber?: number;
  readonly pageSize?: number;
}

const pageFrom = (
  invoices: ReadonlyArray<Invoice>,
  info: PageInfo,
  pageNumber: number,
  pageSize: number,
  warning: BillingMessageKey | undefined,
): InvoicePage => {
  const pages = info.TotalPages ?? totalPages(info.TotalItemCount, pageSize);
  return {
    invoices,
    currentPeriod: currentPeriodInvoices(invoices),
    pageNumber: clampPage(pageNumber, pages),
    totalPages: pages,
    totalItems: info.TotalItemCount,
    pages: pageWindow(pageNumber, pages),
    overdueWarning: warning,
    loadingError: undefined,
  };
};

/**
 * PAY-06: one page of invoices by status. A failed load empties the list and sets the loading error; a refusal
 * is not a failed load and passes on: a logout (401) and access denied (403, another customer's account, spec 01
 * "403 passes through").
 */
export const loadInvoices = (
  input: LoadInvoicesInput,
): Effect.Effect<InvoicePage, BillingError | Unauthorized | Forbidden, BillingApi> =>
  Effect.gen(function* () {
    const customer = yield* requireAccount(input.customerUUID);
    const api = yield* BillingApi;
    const pageSize = input.pageSize ?? INVOICE_PAGE_SIZE;
    const pageNumber = Math.max(1, Math.trunc(input.pageNumber ?? 1));
    const query = {
      PageSize: pageSize,
      PageNumber: pageNumber,
      ...(input.status === undefined ? {} : { Status: input.status }),
    };
    return yield* api.listInvoices(customer, query).pipe(
      Effect.map((reply) =>
        pageFrom(
          reply.Invoices,
          reply.PageInfo,
          pageNumber,
          pageSize,
          overdueWarning(reply.Invoices, reply.Summary),
        ),
      ),
      Effect.catchIf(
        (error) => error._tag !== "Unauthorized" && error._tag !== "Forbidden",
        () =>
          Effect.succeed<InvoicePage>({
            ...pageFrom([], { TotalItemCount: 0 }, 1, pageSize, undefined),
            loadingError: BillingMessages.invoicesLoadError,
          }),
      ),
    );
  });
