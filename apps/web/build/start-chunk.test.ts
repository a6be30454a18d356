import { describe, expect, it } from "vitest";
import { inStartChunk, sharedWithLightPages, startChunkPart } from "./start-chunk";

const app = "/repo/apps/web";
const boot = `${app}/src/app/boot-live.ts`;
const index = `${app}/index.html`;
const dashboard = `${app}/src/pages/dashboard/my-app-home-page.tsx`;
const signIn = `${app}/src/pages/sign-in/sign-in-page.tsx`;
const home = `${app}/src/pages/home/home-page.tsx`;
const forgot = `${app}/src/pages/forgot/forgot-password-page.tsx`;
const reach = new Map<string, ReadonlySet<string>>([
  ["schema", new Set([boot, dashboard, forgot])],
  ["session-restore", new Set([boot])],
  ["social-sign-in", new Set([boot, signIn])],
  ["home-card", new Set([boot, home])],
  ["react", new Set([index, boot, dashboard])],
  ["dashboard-card", new Set([dashboard])],
  [boot, new Set([boot])],
  [`${app}/node_modules/effect/dist/esm/Schema.js`, new Set([boot, dashboard])],
  [`${app}/node_modules/effect/dist/esm/Either.js`, new Set([boot, signIn])],
]);

describe("the start chunk (boot-live in one file)", () => {
  it("takes what the runtime's start loads, shared with signed-in pages or the forgot pages or not", () => {
    expect(inStartChunk(reach, "schema")).toBe(true);
    expect(inStartChunk(reach, "session-restore")).toBe(true);
  });

  it("leaves what the home and sign-in pages load to its own chunk, so they do not load the start chunk", () => {
    expect(inStartChunk(reach, "social-sign-in")).toBe(false);
    expect(inStartChunk(reach, "home-card")).toBe(false);
  });

  it("leaves the first chunk's modules, a page's own modules and boot-live's own file alone", () => {
    expect(inStartChunk(reach, "react")).toBe(false);
    expect(inStartChunk(reach, "dashboard-card")).toBe(false);
    expect(inStartChunk(reach, boot)).toBe(false);
    expect(inStartChunk(reach, "unknown")).toBe(false);
  });
});

describe("the start chunk's share with the light pages (one chunk beside it)", () => {
  it("takes what the runtime's start shares with the home or sign-in page", () => {
    expect(sharedWithLightPages(reach, "social-sign-in")).toBe(true);
    expect(sharedWithLightPages(reach, "home-card")).toBe(true);
  });

  it("leaves the start chunk's own modules, the first chunk's and a page's own alone", () => {
    expect(sharedWithLightPages(reach, "schema")).toBe(false);
    expect(sharedWithLightPages(reach, "session-restore")).toBe(false);
    expect(sharedWithLightPages(reach, "react")).toBe(false);
    expect(sharedWithLightPages(reach, "dashboard-card")).toBe(false);
    expect(sharedWithLightPages(reach, boot)).toBe(false);
  });
});

describe("the start chunk's two files, evaluated a task apart", () => {
  it("effect's modules in the start chunk go in the first, with the module main.tsx imports to evaluate it", () => {
    expect(startChunkPart(reach, `${app}/node_modules/effect/dist/esm/Schema.js`)).toBe("boot-effect");
    expect(startChunkPart(reach, `${app}/src/app/boot-stage-effect.ts`)).toBe("boot-effect");
  });

  it("the rest of the start chunk, and boot-live.ts itself, go in the second", () => {
    expect(startChunkPart(reach, "session-restore")).toBe("boot-live");
    expect(startChunkPart(reach, boot)).toBe("boot-live");
  });

  it("a module outside the start chunk is in neither, effect's or not", () => {
    expect(startChunkPart(reach, `${app}/node_modules/effect/dist/esm/Either.js`)).toBeUndefined();
    expect(startChunkPart(reach, "react")).toBeUndefined();
    expect(startChunkPart(reach, "home-card")).toBeUndefined();
  });
});
