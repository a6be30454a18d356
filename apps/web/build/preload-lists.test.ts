import { findRoute } from "@waea/domain/routing";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from "../src/prerender/public-pages";
import { isPrerenderedPage, preloadDependencies, type ChunkFacts } from "./preload-lists";

const app = join(import.meta.dirname, "..");
const chunks = new Map<string, ChunkFacts>([
  [
    "assets/index.js",
    { isEntry: true, imports: ["assets/react.js", "assets/runtime.js"], module: "index.html" },
  ],
  ["assets/react.js", { isEntry: false, imports: ["assets/runtime.js"], module: null }],
  ["assets/runtime.js", { isEntry: false, imports: [], module: null }],
  [
    "assets/sign-in.js",
    { isEntry: false, imports: ["assets/form.js"], module: `${app}/src/pages/sign-in/sign-in-page.tsx` },
  ],
  [
    "assets/dashboard.js",
    {
      isEntry: false,
      imports: ["assets/card.js"],
      module: `${app}/src/pages/dashboard/my-app-home-page.tsx`,
    },
  ],
  [
    "assets/usage-chart.js",
    { isEntry: false, imports: ["assets/uplot.js"], module: `${app}/src/pages/usage/usage-chart.tsx` },
  ],
]);
const keep = isPrerenderedPage;

describe("the preload lists of dynamic imports", () => {
  it("keeps a prerendered page's list in the entry, without the files the entry has loaded", () => {
    const deps = ["assets/form.js", "assets/runtime.js", "assets/react.js"];
    expect(preloadDependencies(chunks, "assets/sign-in.js", deps, "assets/index.js", keep)).toEqual([
      "assets/form.js",
    ]);
  });

  it("drops a signed-in page's list from the entry: its chunk names its imports itself", () => {
    const deps = ["assets/card.js", "assets/runtime.js"];
    expect(preloadDependencies(chunks, "assets/dashboard.js", deps, "assets/index.js", keep)).toEqual([]);
  });

  it("keeps the list of an import made by a page, without what the page has loaded", () => {
    const deps = ["assets/uplot.js", "assets/card.js"];
    expect(preloadDependencies(chunks, "assets/usage-chart.js", deps, "assets/dashboard.js", keep)).toEqual([
      "assets/uplot.js",
    ]);
  });
});

/** The module each route's loader imports in src/shell/pages.ts (the not-found page's apart). */
const pageModule = (source: string, route: string): string | undefined => {
  const key = route.replaceAll(".", "\\.");
  const line = new RegExp(`(?:"${key}"|\\b${key}):\\s*\\(\\)\\s*=>\\s*import\\("\\.\\./([^"]+)"\\)`).exec(
    source,
  );
  return line?.[1] === undefined ? undefined : join(app, "src", `${line[1]}.tsx`);
};

describe("the prerendered pages", () => {
  const source = readFileSync(join(app, "src", "shell", "pages.ts"), "utf8");
  const routed = (path: string): string | undefined => {
    const id = findRoute(path)?.route.id;
    return id === undefined ? undefined : pageModule(source, id);
  };

  it("are every public page the build prerenders, and the not-found page", () => {
    const modules = PUBLIC_PAGES.map((page) => routed(page.path));
    expect(modules).not.toContain(undefined);
    for (const module of modules) expect(isPrerenderedPage(module ?? null), module).toBe(true);
    expect(NOT_FOUND_PAGE.name).toBe("not-found");
    expect(isPrerenderedPage(join(app, "src", "pages", "not-found", "not-found-page.tsx"))).toBe(true);
  });

  it("are no signed-in page", () => {
    for (const path of ["/profile/my-app-home", "/profile/mobile/top-up", "/profile/account"])
      expect(isPrerenderedPage(routed(path) ?? null), path).toBe(false);
  });
});
