import type { PageInfo } from "./invoice";

/** Invoice and receipt pages hold 10 items (decided: spec 03 §9 says the default is not shown). */
export const INVOICE_PAGE_SIZE = 10;
/** Payment history pages hold 14 items (spec 02 §9). */
export const PAYMENT_HISTORY_PAGE_SIZE = 14;
/** The pager shows this many page numbers either side of the current one (spec 02 §9). */
export const PAGES_EITHER_SIDE = 4;
/** Invoice pages and payment history are cached for 5 minutes (spec 02 §7, §9); used by the adapters. */
export const BILLING_CACHE_MILLIS = 5 * 60 * 1000;

/** Number of pages for a total; at least 1 so an empty list still has a page to show. */
export const totalPages = (totalItems: number, pageSize: number): number =>
  pageSize > 0 && totalItems > 0 ? Math.ceil(totalItems / pageSize) : 1;

/** A page number brought inside 1..total. */
export const clampPage = (page: number, total: number): number =>
  Math.min(Math.max(1, Math.trunc(Number.isFinite(page) ? page : 1)), Math.max(1, Math.trunc(total)));

/**
 * The page numbers the pager shows: the current page and up to 4 either side. Near either end the window slides
 * so that 9 numbers stay visible whenever there are that many pages (decided: a steady pager width).
 */
export const pageWindow = (
  currentPage: number,
  pageCount: number,
  eitherSide: number = PAGES_EITHER_SIDE,
): ReadonlyArray<number> => {
  const total = Math.max(1, Math.trunc(pageCount));
  const current = clampPage(currentPage, total);
  const width = Math.min(total, 2 * eitherSide + 1);
  const first = Math.min(Math.max(1, current - eitherSide), total - width + 1);
  return Array.from({ length: width }, (_, index) => first + index);
};

/** 1-based index of the first item of a page. */
export const pageIndexStart = (pageNumber: number, pageSize: number): number =>
  (Math.max(1, pageNumber) - 1) * pageSize + 1;

/** The items of one page of a full list (used by the in-memory API and the fake backend). */
export const pageOf = <A>(
  items: ReadonlyArray<A>,
  pageNumber: number,
  pageSize: number,
): ReadonlyArray<A> => {
  const start = pageIndexStart(pageNumber, pageSize) - 1;
  return items.slice(start, start + pageSize);
};

/** The PageInfo of one page of a full list, as the operator fills it (used by the in-memory APIs and the fake backend). */
export const pageInfoOf = (
  totalItems: number,
  pageNumber: number,
  pageSize: number,
  itemsOnPage: number,
): Required<PageInfo> => ({
  PageNumber: pageNumber,
  PageItemCount: itemsOnPage,
  TotalPages: totalPages(totalItems, pageSize),
  TotalItemCount: totalItems,
  IndexStart: pageIndexStart(pageNumber, pageSize),
});
