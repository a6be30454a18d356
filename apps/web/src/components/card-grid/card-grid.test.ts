import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("the card grid of a page of cards", () => {
  it("is written once: payment methods and add-ons compose it instead of repeating its rules", () => {
    for (const page of [
      "../../pages/payment-methods/payment-methods.module.css",
      "../../pages/addons/addons-page.module.css",
    ]) {
      const text = css(page);
      expect(text).toContain('composes: page from "../../components/card-grid/card-grid.module.css"');
      expect(text).toContain('composes: list from "../../components/card-grid/card-grid.module.css"');
      expect(text).not.toContain("grid-template-columns: repeat(2, minmax(0, 1fr))");
      expect(text).not.toContain(".page {\n  display: flex");
    }
  });
});
