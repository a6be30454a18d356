import { describe, expect, it } from "vitest";
import { tabScrollLeft } from "./scroll-tab-into-view";

const bar = { scrollLeft: 0, clientWidth: 360, scrollWidth: 840, tabWidth: 110 };

describe("the scroll of a sideways tab bar (PRO-08)", () => {
  it("centres a tab out of sight on the right, as far as the bar scrolls", () => {
    expect(tabScrollLeft({ ...bar, tabStart: 400 })).toBe(275);
    expect(tabScrollLeft({ ...bar, tabStart: 720 })).toBe(480);
  });

  it("brings back a tab out of sight on the left, not past the start", () => {
    expect(tabScrollLeft({ ...bar, scrollLeft: 480, tabStart: -480 })).toBe(0);
    expect(tabScrollLeft({ ...bar, scrollLeft: 480, tabStart: -100 })).toBe(255);
  });

  it("leaves a tab already in sight, and a bar that does not scroll (the side navigation), where they are", () => {
    expect(tabScrollLeft({ ...bar, scrollLeft: 100, tabStart: 120 })).toBe(100);
    expect(tabScrollLeft({ ...bar, scrollWidth: 360, tabStart: 500 })).toBe(0);
  });
});
