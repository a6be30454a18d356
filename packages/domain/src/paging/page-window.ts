/** Spec 01 §3 (paging info) and the settings list: lists are read 10 items a page. */
export const PAGE_SIZE = 10;
/** Spec 01 §3: a pager shows at most this many page numbers on either side of the current page. */
export const PAGES_EITHER_SIDE = 4;

/** The number of pages a list of `totalItems` fills, at least 1 (an empty list still shows its one page). */
export const pageCount = (totalItems: number, pageSize: number = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, totalItems) / Math.max(1, pageSize)));

/**
 * The page numbers a pager shows (1-based, ascending): the current page (clamped into 1..totalPages) and up to
 * PAGES_EITHER_SIDE pages on either side of it, never past the first or the last page.
 */
export const pageWindow = (
  current: number,
  totalPages: number,
  eitherSide: number = PAGES_EITHER_SIDE,
): ReadonlyArray<number> => {
  const last = Math.max(1, Math.trunc(totalPages));
  const page = Math.min(last, Math.max(1, Math.trunc(current)));
  const from = Math.max(1, page - eitherSide);
  const to = Math.min(last, page + eitherSide);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
};

/** The items of one page of a list already in memory (page 1-based, clamped). */
export const pageOf = <A>(
  items: ReadonlyArray<A>,
  page: number,
  pageSize: number = PAGE_SIZE,
): ReadonlyArray<A> => {
  const safe = Math.min(pageCount(items.length, pageSize), Math.max(1, Math.trunc(page)));
  return items.slice((safe - 1) * pageSize, safe * pageSize);
};
