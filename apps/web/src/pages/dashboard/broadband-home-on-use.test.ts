import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
const source = (file: string) => readFileSync(join(folder, file), "utf8");
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )[\s\S]*? from "([^"]+)";$/gm)].map((match) => match[1]);
/** What a fibre customer's summary is made of (broadband-home.tsx and what it imports for fibre). */
const FIBRE = ["broadband-home.tsx", "broadband-summary-card.tsx", "fibre-summary.tsx"];

describe("a fibre customer's broadband summary loads only what it shows (issue 16)", () => {
  it("the fixed wireless figures (the usage meters, the mobile dashboard's reads) load for fixed wireless only", () => {
    const imports = FIBRE.flatMap((file) => valueImports(source(file)));
    expect(
      imports.filter((from) =>
        ["./broadband-fwa-home", "./usage-section", "./dashboard-data"].includes(from ?? ""),
      ),
    ).toEqual([]);
    expect(source("broadband-home.tsx")).toContain('import("./broadband-fwa-home")');
  });

  it("the summary reads no broadband texts (the flow's): a product's status is in the account texts", () => {
    for (const file of FIBRE) expect(source(file)).not.toMatch(/useTranslation\([^)]*"broadband"/);
  });
});
