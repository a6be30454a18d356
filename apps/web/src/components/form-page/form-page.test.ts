import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("the column of a form page", () => {
  it("is written once: the broadband and guest pages compose it instead of repeating its rules", () => {
    for (const page of ["../../pages/broadband/broadband.module.css", "../../pages/guest/guest.module.css"]) {
      const text = css(page);
      expect(text).toContain('composes: page from "../../components/form-page/form-page.module.css"');
      expect(text).toContain('composes: form from "../../components/form-page/form-page.module.css"');
      expect(text).not.toContain("gap: var(--space-5);\n}\n\n.form {\n  display: grid;");
    }
  });
});
