import { describe, expect, it } from "vitest";
import { preloadPage } from "./pages";

describe("preloadPage: the first page's chunk, its texts beside it, then the code of its first read", () => {
  it("the signed-in homes ask for the dashboard's texts at once, beside their chunk", () => {
    for (const page of ["profile.my-app-home", "profile.mobile"] as const) {
      const asked: Array<ReadonlyArray<string>> = [];
      preloadPage(page, (texts) => asked.push(texts));
      expect(asked).toEqual([["dashboard", "errors", "web"]]);
    }
  });

  it("the dashboard pages name the code of their first read (its port modules), which preloadPage starts", async () => {
    for (const page of [
      await import("../pages/dashboard/my-app-home-page"),
      await import("../pages/dashboard/mobile-dashboard-page"),
    ])
      expect(() => page.preloadReads()).not.toThrow();
  });

  it("a page that names no texts of its own asks for none", () => {
    const asked: Array<ReadonlyArray<string>> = [];
    preloadPage("sign-in", (texts) => asked.push(texts));
    expect(asked).toEqual([]);
  });
});
