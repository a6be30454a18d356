import { findRoute } from "@waea/domain/routing";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NOT_FOUND_PAGE, PUBLIC_PAGES } from "../src/prerender/public-pages";
import type { ChunkFacts } from "./chunk-facts";
import { isPrerenderedPage, preloadDependencies, startPreload } from "./preload-lists";

const app = join(import.meta.dirname, "..");
/** A chunk's facts; a chunk with a facade module holds it. */
const facts = (isEntry: boolean, imports: ReadonlyArray<string>, module: string | null): ChunkFacts => ({
  isEntry,
  imports,
  module,
  modules: module === null ? [] : [module],
});
const chunks = new Map<string, ChunkFacts>([
  ["assets/index.js", facts(true, ["assets/react.js", "assets/runtime.js"], "index.html")],
  ["assets/react.js", facts(false, ["assets/runtime.js"], null)],
  ["assets/runtime.js", facts(false, [], null)],
  ["assets/sign-in.js", facts(false, ["assets/form.js"], `${app}/src/pages/sign-in/sign-in-page.tsx`)],
  [
    "assets/dashboard.js",
    facts(false, ["assets/card.js"], `${app}/src/pages/dashboard/my-app-home-page.tsx`),
  ],
  ["assets/usage-chart.js", facts(false, ["assets/uplot.js"], `${app}/src/pages/usage/usage-chart.tsx`)],
  // The start chunk's two files (build/start-chunk.ts): a group without a facade holding the first start module,
  // and boot-live.ts's own file importing the second group.
  [
    "assets/boot-effect.js",
    {
      isEntry: false,
      imports: ["assets/runtime.js", "assets/start-shared.js"],
      module: null,
      modules: [`${app}/node_modules/effect/dist/esm/Effect.js`, `${app}/src/app/boot-stage-effect.ts`],
    },
  ],
  ["assets/start-shared.js", facts(false, ["assets/runtime.js"], null)],
  ["assets/boot-live-part.js", facts(false, ["assets/boot-effect.js", "assets/react.js"], null)],
  ["assets/boot-live.js", facts(false, ["assets/boot-live-part.js"], `${app}/src/app/boot-live.ts`)],
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

describe("the start chunk's preload (its two files are evaluated a task apart)", () => {
  it("the first start import from the entry preloads every file of both, but what the entry has loaded", () => {
    expect([...(startPreload(chunks, "assets/boot-effect.js", "assets/index.js") ?? [])].sort()).toEqual([
      "assets/boot-effect.js",
      "assets/boot-live-part.js",
      "assets/boot-live.js",
      "assets/start-shared.js",
    ]);
  });

  it("leaves every other import to the usual lists", () => {
    expect(startPreload(chunks, "assets/boot-live.js", "assets/index.js")).toBeUndefined();
    expect(startPreload(chunks, "assets/dashboard.js", "assets/index.js")).toBeUndefined();
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
