// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SOURCE = fileURLToPath(new URL("..", import.meta.url));
const TOKENS = "styles/tokens.css";

/** Every style sheet of the web app, by its path under src/. */
const styleSheets = (): ReadonlyArray<string> =>
  readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".css"))
    .map((path) => relative(SOURCE, join(SOURCE, path)).split("\\").join("/"));

/** A colour written out: #hex, rgb()/rgba(), hsl()/hsla(). Comments and url(...) (an inline SVG's own colours) aside. */
const rawColours = (css: string): ReadonlyArray<string> =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/url\([^)]*\)/g, "url()")
    .match(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/g) ?? [];

describe("the design tokens (#13: the tokens in one file)", () => {
  it("decides every colour in tokens.css: no other style sheet writes one out", () => {
    const sheets = styleSheets();
    expect(sheets).toContain(TOKENS);
    expect(sheets.length).toBeGreaterThan(20);
    const offenders = sheets
      .filter((path) => path !== TOKENS)
      .flatMap((path) =>
        rawColours(readFileSync(join(SOURCE, path), "utf8")).map((colour) => `${path}: ${colour}`),
      );
    expect(offenders).toEqual([]);
  });

  it("finds a colour written out where there is one", () => {
    expect(rawColours("a { color: #fff; border: 1px solid rgb(0 0 0 / 5%); } /* #000 */")).toEqual([
      "#fff",
      "rgb(",
    ]);
    expect(rawColours("b { background: url(\"data:image/svg+xml,%3Csvg stroke='#fff'%3E\"); }")).toEqual([]);
  });
});
