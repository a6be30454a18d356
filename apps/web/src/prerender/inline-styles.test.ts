import { describe, expect, it } from "vitest";
import { inlineStyles } from "../../build/inline-styles";

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

describe("a prerendered page's stylesheets (first paint and no layout shift)", () => {
  it("are in its head: the entry's in their order, then its own components' (the card), no links left", () => {
    const page = inlineStyles(template('<li class="_card_mlr2r_1 offer">Mobile</li>'), stylesheets);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain(
      "<style>:root{--x:1}\n._button_7x40r_2{color:red}\n._card_mlr2r_1{padding:0}</style>",
    );
    expect(page).not.toContain("_table_q1w2e_1");
    expect(page.indexOf("<style>")).toBeLessThan(page.indexOf("</head>"));
  });

  it("refuses a linked stylesheet the build does not have", () => {
    expect(() => inlineStyles(template(""), new Map())).toThrow(/no stylesheet \/assets\/index-a.css/);
  });
});
