// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const STYLES = fileURLToPath(new URL(".", import.meta.url));

/** What a style sheet asks the browser to load: its url(...) values, comments aside. */
const imagesOf = (css: string): ReadonlyArray<string> =>
  css.replace(/\/\*[\s\S]*?\*\//g, "").match(/url\([^)]*\)/g) ?? [];

describe("the style sheets every page loads (#13: the signed-in start's longest task)", () => {
  it("load no image: a browser's first SVG image builds a document of its own on the page's thread", () => {
    const sheets = readdirSync(STYLES).filter((file) => file.endsWith(".css"));
    expect(sheets).toContain("shell.css");
    const images = sheets.flatMap((file) =>
      imagesOf(readFileSync(`${STYLES}/${file}`, "utf8")).map((image) => `${file}: ${image.slice(0, 40)}`),
    );
    expect(images).toEqual([]);
  });

  it("finds an image where a sheet asks for one", () => {
    expect(imagesOf('a { background: red url("data:image/svg+xml,%3Csvg%3E") no-repeat; }')).toEqual([
      'url("data:image/svg+xml,%3Csvg%3E")',
    ]);
    expect(imagesOf("/* url(old.svg) */ b { color: red; }")).toEqual([]);
  });
});
