import { describe, expect, it } from "vitest";
import { scriptsAfterContent } from "../../build/script-priority";

describe("a prerendered page's scripts (its content paints first)", () => {
  it("are fetched at low priority: the entry and every modulepreload, nothing else changed", () => {
    const head = `<script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
    <link rel="modulepreload" crossorigin href="/assets/route-c.js">
    <link rel="icon" href="/favicon.ico">`;
    const page = scriptsAfterContent(head);
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(page.match(/<link rel="modulepreload" fetchpriority="low" crossorigin/g)).toHaveLength(2);
    expect(page).toContain('<link rel="icon" href="/favicon.ico">');
  });
});
