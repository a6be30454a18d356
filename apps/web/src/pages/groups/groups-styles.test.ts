import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(folder).filter((name) => name.endsWith(".tsx") && !name.endsWith(".test.tsx"));

describe("the groups pages' look", () => {
  it("is their own CSS module: no groups file imports another page's styles (billing routes change on their own)", () => {
    expect(sources.length).toBeGreaterThan(0);
    for (const name of sources) {
      const text = readFileSync(join(folder, name), "utf8");
      const styles = [...text.matchAll(/from "([^"]+\.module\.css)"/g)].map((match) => match[1]);
      for (const path of styles) expect(path, name).toMatch(/^\.\/|^\.\.\/\.\.\/components\//);
    }
  });
});
