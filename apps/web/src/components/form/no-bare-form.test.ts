// @vitest-environment node
// The pages' forms are the kit's Form (method="post", the submit's preventDefault): a bare <form> in a page would
// GET its fields into the URL when submitted before hydration.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const pages = fileURLToPath(new URL("../../pages", import.meta.url));

/** Every .tsx source under a folder, tests apart. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path] : [];
  });

describe("the pages' forms", () => {
  it("are all the kit's Form: no page writes a bare <form>", () => {
    const files = sources(pages);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((path) => /<form[\s>]/.test(readFileSync(path, "utf8")))).toEqual([]);
  });
});
