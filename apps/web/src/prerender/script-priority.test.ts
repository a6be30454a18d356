import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "../../build/script-priority";

/** The head of the browser build's index.html as Vite writes it. */
const head = `<head>
    <title>Waea</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="modulepreload" crossorigin href="/assets/route-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>`;

describe("a prerendered page's scripts start after its first paint", () => {
  it("the document requests neither the entry nor its modulepreloads, only the starter, which names them", () => {
    const page = scriptsAfterFirstPaint(head, "/assets/after-paint-e.js");
    expect(page).not.toMatch(/<script[^>]*src="\/assets\/index-a.js"/);
    expect(page).not.toContain("modulepreload");
    expect(page).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/after-paint-e.js" ' +
        'data-entry="/assets/index-a.js" data-preload="/assets/vendor-b.js /assets/route-c.js"></script>\n  </head>',
    );
  });

  it("keeps the stylesheets and the rest of the head as they were", () => {
    const page = scriptsAfterFirstPaint(head, "/assets/after-paint-e.js");
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(page).toContain("<title>Waea</title>");
  });

  it("refuses a document without exactly one entry script (a build that changed its markup)", () => {
    expect(() => scriptsAfterFirstPaint("<head></head>", "/s.js")).toThrow(/0 entry scripts/);
  });
});
