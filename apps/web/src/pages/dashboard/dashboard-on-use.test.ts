import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = import.meta.dirname;
/** The dashboard's modules that load on use: only ever imported by `import("./...")`. */
const ON_USE = ["plan-fit-load", "porting-offered-card"];
/** Loaded by the home only for the account type that shows it (the broadband tab's page always shows it; its
 * fixed wireless figures only for a fixed wireless account). */
const BY_ACCOUNT_TYPE = ["broadband-home", "broadband-fwa-home"];
const sources = readdirSync(folder)
  .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
  .map((file) => ({ file, text: readFileSync(join(folder, file), "utf8") }));
const startSources = sources.filter(({ file }) => !ON_USE.includes(file.replace(/\.tsx?$/, "")));
/** The value imports of a module (not `import type`): what the bundler puts in its chunk's closure. */
const valueImports = (text: string) =>
  [...text.matchAll(/^import (?!type )([\s\S]*?) from "([^"]+)";$/gm)].map((match) => ({
    names: match[1] ?? "",
    from: match[2] ?? "",
  }));

describe("the dashboard's code for what its first paint does not show loads on use (issue 13)", () => {
  it("the plan-fit rule and the porting rule are not in the dashboard's start: only its on-use modules import them", () => {
    const imports = startSources.flatMap(({ text }) => valueImports(text));
    expect(imports.filter(({ from }) => from === "@waea/domain/porting")).toEqual([]);
    expect(imports.filter(({ names }) => /\bloadPlanFit\b/.test(names.replace(/\btype \w+/g, "")))).toEqual(
      [],
    );
    expect(imports.filter(({ from }) => ON_USE.some((name) => from === `./${name}`))).toEqual([]);
  });

  it("each on-use module is imported where its state is shown, by a dynamic import", () => {
    const dynamic = startSources.flatMap(({ text }) =>
      [...text.matchAll(/import\("\.\/([^"]+)"\)/g)].map((m) => m[1]),
    );
    expect(dynamic.sort()).toEqual([...ON_USE, ...BY_ACCOUNT_TYPE].sort());
  });

  it("a mobile customer's home does not load the broadband summary: the home imports it only on demand", () => {
    const home = sources.find(({ file }) => file === "my-app-home-page.tsx")?.text ?? "";
    expect(
      valueImports(home).filter(({ from }) => BY_ACCOUNT_TYPE.some((name) => from === `./${name}`)),
    ).toEqual([]);
    expect(home).toContain('import("./broadband-home")');
  });
});
