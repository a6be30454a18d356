import { describe, expect, it } from "vitest";
import {
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

describe("paging", () => {
  it("has the constants of the spec", () => {
    expect(INVOICE_PAGE_SIZE).toBe(10);
    expect(PAYMENT_HISTORY_PAGE_SIZE).toBe(14);
    expect(PAGES_EITHER_SIDE).toBe(4);
  });
  it("counts pages, at least one", () => {
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(29, 14)).toBe(3);
    expect(totalPages(5, 0)).toBe(1);
  });
  it("shows 4 pages either side of the current one", () => {
    expect(pageWindow(10, 30)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
  it("slides at the ends to keep 9 numbers", () => {
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(29, 30)).toEqual([22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
  it("shows every page when there are few", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
  it("clamps a page outside the range", () => {
    expect(pageWindow(99, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
  });
  it("slices a page of a list", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageIndexStart(3, 10)).toBe(21);
    expect(pageOf(items, 3, 10)).toEqual([20, 21, 22, 23, 24]);
    expect(pageOf(items, 4, 10)).toEqual([]);
  });
  it("fills the PageInfo of a page as the operator does", () => {
    expect(pageInfoOf(25, 3, 10, 5)).toEqual({
      PageNumber: 3,
      PageItemCount: 5,
      TotalPages: 3,
      TotalItemCount: 25,
      IndexStart: 21,
    });
    expect(pageInfoOf(0, 1, 14, 0)).toMatchObject({ TotalPages: 1, IndexStart: 1 });
  });
});
