import { readFileSync } from "node:fs";
import * as Path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = Path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*"([^"]+)"/g;

/** Every module specifier reached from a file through relative imports, with the files visited. */
const reach = (file: string, seen = new Set<string>(), found = new Set<string>()) => {
  if (seen.has(file)) return { seen, found };
  seen.add(file);
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (specifier.startsWith(".")) reach(Path.resolve(Path.dirname(file), `${specifier}.ts`), seen, found);
    else found.add(specifier);
  }
  return { seen, found };
};

describe("storage entry points", () => {
  it("keeps node modules out of the browser entry", () => {
    const { seen, found } = reach(Path.join(here, "index.ts"));
    expect(seen.size).toBeGreaterThan(4);
    expect(found.has("@waea/domain/ports")).toBe(true);
    expect([...found].filter((specifier) => specifier.startsWith("node:"))).toEqual([]);
    expect([...seen].some((file) => file.includes(`${Path.sep}file${Path.sep}`))).toBe(false);
  });

  it("exposes both entries through the package exports", async () => {
    const browser = await import("@waea/adapters/storage");
    const file = await import("@waea/adapters/storage/file");
    expect(typeof browser.makeBrowserStorage).toBe("function");
    expect(typeof browser.makeMemoryStorage).toBe("function");
    expect(typeof file.makeFileStorage).toBe("function");
    expect(typeof file.fileStorageLayer).toBe("function");
  });
});
