import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
const source = (file: string) => readFileSync(join(folder, file), "utf8");
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";$/gm)].map((match) => match[1]);

describe("checkout's steps load once there is something to check out (issue 16)", () => {
  it("the page imports the form and the payment retry only on demand", () => {
    const page = source("checkout-page.tsx");
    expect(
      valueImports(page).filter((from) => from === "./checkout-form" || from === "./retry-payment"),
    ).toEqual([]);
    expect(page).toContain('import("./checkout-form")');
    expect(page).toContain('import("./retry-payment")');
  });

  it("the pending payment the page reads on every visit does not bring the checkout's rules", () => {
    const pending = readFileSync(
      join(folder, "../../../../../../packages/domain/src/checkout/use-cases/pending-payment.ts"),
      "utf8",
    );
    expect(valueImports(pending).filter((from) => /checkout-cart|retry-payment/.test(from ?? ""))).toEqual(
      [],
    );
  });
});
