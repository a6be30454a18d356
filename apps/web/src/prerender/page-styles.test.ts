import { describe, expect, it } from "vitest";
import { linkPageStyles } from "../../build/page-styles";

const template = (body: string) =>
  `<html><head><title>Waea</title>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <link rel="stylesheet" crossorigin href="/assets/button-b.css">
  </head><body><div id="root">${body}</div></body></html>`;

const stylesheets = new Map([
  ["/assets/index-a.css", ":root{--x:1}"],
  ["/assets/button-b.css", "._button_7x40r_2{color:red}"],
  ["/assets/card-c.css", "._card_mlr2r_1{padding:0}"],
  ["/assets/table-d.css", "._table_q1w2e_1{width:100%}"],
]);

const linksOf = (page: string) =>
  [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("a prerendered page's stylesheets (no layout shift when its chunk loads)", () => {
  it("link its own components' CSS (the card) after the entry's, in the head, and nothing it does not use", () => {
    const page = linkPageStyles(template('<li class="_card_mlr2r_1 offer">Mobile</li>'), stylesheets);
    expect(linksOf(page)).toEqual(["/assets/index-a.css", "/assets/button-b.css", "/assets/card-c.css"]);
    expect(page.indexOf("card-c.css")).toBeLessThan(page.indexOf("</head>"));
  });

  it("leave a page that uses only the entry's CSS as it is, and refuse a linked stylesheet the build lacks", () => {
    const plain = template("<p>Kia ora</p>");
    expect(linkPageStyles(plain, stylesheets)).toBe(plain);
    expect(() => linkPageStyles(plain, new Map())).toThrow(/no stylesheet \/assets\/index-a.css/);
  });
});
