import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE, PAGES_EITHER_SIDE, pageCount, pageOf, pageWindow } from "./page-window";

describe("pager rule (spec 01 §3: page size 10, 4 pages either side)", () => {
  it("shows 4 pages either side of the current page, cut at the ends", () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAGES_EITHER_SIDE).toBe(4);
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
  });

  it("counts pages and slices one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
    expect(pageOf(items, 1)).toHaveLength(10);
  });

  it("always holds the current page, in order, at most 9 pages, all within 1..total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (total, current) => {
        const pages = pageWindow(current, total);
        const clamped = Math.min(total, Math.max(1, current));
        expect(pages).toContain(clamped);
        expect(pages.length).toBeLessThanOrEqual(2 * PAGES_EITHER_SIDE + 1);
        pages.forEach((page, i) => {
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(total);
          if (i > 0) expect(page).toBe((pages[i - 1] ?? 0) + 1);
        });
      }),
    );
  });
});
