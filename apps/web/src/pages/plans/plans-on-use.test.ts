import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
const sources = readdirSync(folder)
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test.") && file !== "plan-fit-load.ts")
  .map((file) => ({ file, text: readFileSync(join(folder, file), "utf8") }));
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )([\s\S]*?) from "([^"]+)";$/gm)].map((match) => ({
    names: match[1] ?? "",
    from: match[2] ?? "",
  }));

describe("the plan pages' plan-fit hint loads its rule on use (issue 13)", () => {
  it("no plan page module imports the plan-fit rule: only plan-fit-load, by a dynamic import", () => {
    const imports = sources.flatMap(({ file, text }) =>
      valueImports(text).map((found) => ({ file, ...found })),
    );
    expect(
      imports.filter(
        ({ from, names }) =>
          from === "./plan-fit-load" ||
          (from === "@waea/domain/plans" && /\bloadPlanFit\b/.test(names.replace(/\btype \w+/g, ""))),
      ),
    ).toEqual([]);
    const dynamic = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => `${file} -> ${m[1] ?? ""}`),
    );
    expect(dynamic).toEqual(["plan-fit-on-use.ts -> plan-fit-load"]);
  });
});
