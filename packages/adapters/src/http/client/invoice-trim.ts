import { pageIndexStart, type InvoiceListReply } from "@waea/domain/billing";
import type { CacheEntry } from "./cache";

const INVOICE_LIST = "billing.listInvoices";

interface InvoicePageInput {
  readonly params?: { readonly customerUUID?: string };
  readonly query?: { readonly Status?: string; readonly PageSize?: number; readonly PageNumber?: number };
}

const pageInput = (input: unknown): InvoicePageInput =>
  typeof input === "object" && input !== null ? (input as InvoicePageInput) : {};

/**
 * Spec 02 §7: invoice pages are cached per status, page size and page number, and "the cache is trimmed when the
 * total shrinks". When a fresh page reports a smaller TotalItemCount than a cached page of the same customer,
 * status and size, the cached pages that start beyond the new total are dropped: they would show invoices that
 * no longer exist on that page.
 */
export const invoicePagesToTrim = (
  callId: string,
  input: unknown,
  reply: unknown,
): ((entry: CacheEntry) => boolean) | undefined => {
  if (callId !== INVOICE_LIST) return undefined;
  const fresh = pageInput(input);
  const total = (reply as InvoiceListReply).PageInfo.TotalItemCount;
  return (entry) => {
    if (entry.callId !== INVOICE_LIST) return false;
    const cached = pageInput(entry.input);
    const cachedTotal = (entry.value as InvoiceListReply).PageInfo.TotalItemCount;
    return (
      cached.params?.customerUUID === fresh.params?.customerUUID &&
      cached.query?.Status === fresh.query?.Status &&
      cached.query?.PageSize === fresh.query?.PageSize &&
      cachedTotal > total &&
      pageIndexStart(cached.query?.PageNumber ?? 1, cached.query?.PageSize ?? 1) > total
    );
  };
};
