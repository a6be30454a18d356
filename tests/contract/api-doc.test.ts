import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_DOC, generatedBlocks, withGeneratedBlocks } from "./api-doc";

describe("docs/api.md", () => {
  it("holds the contract and the demo world as they are (npm run docs:api -w @waea/tests rewrites them)", async () => {
    const document = readFileSync(API_DOC, "utf8");
    for (const name of Object.keys(generatedBlocks()))
      expect(document).toContain(`<!-- generated:${name} -->`);
    expect(await withGeneratedBlocks(document)).toBe(document);
  });
});
