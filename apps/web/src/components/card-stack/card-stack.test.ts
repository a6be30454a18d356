import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const KIT = '"../../components/card-stack/card-stack.module.css"';

describe("the card stack of groups and billing routes", () => {
  it("is written once, its badge too: both pages compose it instead of repeating its rules", () => {
    for (const page of [
      "../../pages/groups/groups.module.css",
      "../../pages/billing-routes/billing-routes.module.css",
    ]) {
      const text = css(page);
      for (const part of ["stack", "section", "row", "badge", "badgeWarning"])
        expect(text, page).toContain(`composes: ${part} from ${KIT}`);
      expect(text, page).not.toContain("border-radius: var(--radius-pill)");
      expect(text, page).not.toContain("background: var(--color-warning-surface)");
    }
  });
});
