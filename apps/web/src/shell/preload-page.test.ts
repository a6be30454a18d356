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

  it("the dashboard pages name their first read, which preloadPage starts with the app's state", async () => {
    const pages = [
      await import("../pages/dashboard/my-app-home-page"),
      await import("../pages/dashboard/mobile-dashboard-page"),
    ];
    for (const page of pages) expect(typeof page.preloadReads).toBe("function");
  });

  it("a page that names no texts of its own asks for none", () => {
    const asked: Array<ReadonlyArray<string>> = [];
    preloadPage("sign-in", (texts) => asked.push(texts));
    expect(asked).toEqual([]);
  });
});
