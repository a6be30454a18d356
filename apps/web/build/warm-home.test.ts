// @vitest-environment node
import { describe, expect, it } from "vitest";
import { warmHomeList, type WarmFacts } from "./warm-home";

const chunk = (
  modules: ReadonlyArray<string>,
  imports: ReadonlyArray<string> = [],
  more: Partial<WarmFacts> = {},
) => ({
  isEntry: false,
  imports,
  modules,
  css: [],
  ...more,
});

/** An output shaped like the portal's: the entry, the two start files, the home's chunks, its ports and texts. */
const CHUNKS = new Map<string, WarmFacts>([
  [
    "assets/index-a.js",
    chunk(["/w/src/main.tsx"], ["assets/libs-b.js"], { isEntry: true, css: ["assets/index-a.css"] }),
  ],
  ["assets/libs-b.js", chunk(["/w/node_modules/react/index.js"])],
  ["assets/boot-effect-c.js", chunk(["/w/src/app/boot-stage-effect.ts"], ["assets/libs-b.js"])],
  ["assets/boot-live-d.js", chunk(["/w/src/app/boot-live.ts"], ["assets/shared-e.js"])],
  ["assets/shared-e.js", chunk(["/w/packages/domain/src/money/format.ts"])],
  [
    "assets/my-app-home-page-f.js",
    chunk(
      ["/w/src/pages/dashboard/my-app-home-page.tsx"],
      ["assets/card-g.js", "assets/shared-e.js", "assets/libs-b.js"],
    ),
  ],
  ["assets/card-g.js", chunk(["/w/src/components/card/card.tsx"], [], { css: ["assets/card-g.css"] })],
  [
    "assets/payment-balances-http-h.js",
    chunk(["/w/packages/adapters/src/http/ports/payment-balances-http.ts"]),
  ],
  [
    "assets/usage-http-i.js",
    chunk(["/w/packages/adapters/src/http/ports/usage-http.ts"], ["assets/card-g.js"]),
  ],
  ["assets/broadband-home-j.js", chunk(["/w/src/pages/dashboard/broadband-home.tsx"])],
  [
    "assets/checkout-page-k.js",
    chunk(["/w/src/pages/shop/checkout/checkout-page.tsx"], ["assets/card-g.js"]),
  ],
  ["assets/dashboard-l.js", chunk(["/w/packages/adapters/src/i18n/locales/en/dashboard.json"])],
  ["assets/dashboard-m.js", chunk(["/w/packages/adapters/src/i18n/locales/mi-NZ/dashboard.json"])],
  ["assets/web-n.js", chunk(["/w/packages/adapters/src/i18n/locales/en/web.json"])],
]);

describe("warmHomeList (the files a signed-in visit fetches ahead for the home)", () => {
  const list = warmHomeList(CHUNKS);

  it("names the mobile home's page chunk, what it imports, its stylesheets and its reads' port modules", () => {
    expect([...(list["mobile"] ?? [])].sort()).toEqual(
      [
        "/assets/my-app-home-page-f.js",
        "/assets/card-g.js",
        "/assets/card-g.css",
        "/assets/payment-balances-http-h.js",
        "/assets/usage-http-i.js",
      ].sort(),
    );
  });

  it("names the broadband summary for a broadband home, and no page the home does not show", () => {
    expect(list["broadband"]).toContain("/assets/broadband-home-j.js");
    expect(list["mobile"]).not.toContain("/assets/broadband-home-j.js");
    expect(Object.values(list).flat()).not.toContain("/assets/checkout-page-k.js");
  });

  it("leaves out what every signed-in page has loaded: the entry, the start files and their imports", () => {
    for (const loaded of [
      "index-a.js",
      "index-a.css",
      "libs-b.js",
      "boot-effect-c.js",
      "boot-live-d.js",
      "shared-e.js",
    ])
      expect(Object.values(list).flat()).not.toContain(`/assets/${loaded}`);
  });

  it("names the home's texts by language, and only the dashboard's", () => {
    expect(list["en"]).toEqual(["/assets/dashboard-l.js"]);
    expect(list["mi-NZ"]).toEqual(["/assets/dashboard-m.js"]);
  });
});
