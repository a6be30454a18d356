import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { preloadHomeReads } from "./home-reads";

const source = (file: string) => readFileSync(join(import.meta.dirname, file), "utf8");
const imported = (text: string) => [...text.matchAll(/import\("(\.\/[^"]+)"\)/g)].map((match) => match[1]);

describe("preloadHomeReads: the home's read modules ahead of its reads", () => {
  it("loads, and settles without a value", async () => {
    await expect(preloadHomeReads()).resolves.toBeUndefined();
  });

  it("loads modules the lazy ports load themselves (the same chunks, so the reads find them loaded)", () => {
    const ahead = imported(source("home-reads.ts"));
    expect(ahead).toEqual(["./payment-balances-http", "./usage-http"]);
    const lazy = imported(source("lazy-api-ports.ts"));
    for (const module of ahead) expect(lazy).toContain(module);
  });
});
