import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isNamespace } from "../i18n/i18n";
import { loadMyAppHome } from "../pages/dashboard/my-app-home-loader";
import { firstTextsOf, readsHomeFigures } from "./pages";

const dashboard = join(import.meta.dirname, "../pages/dashboard");

describe("the home loads with its texts and every chunk it imports (issue 13, LCP)", () => {
  it("names the dashboard's texts for the home and the mobile dashboard, and nothing for other pages", () => {
    expect(firstTextsOf("profile.my-app-home")).toEqual(["dashboard"]);
    expect(firstTextsOf("profile.mobile")).toEqual(["dashboard"]);
    expect(firstTextsOf("home")).toEqual([]);
    for (const id of ["profile.my-app-home", "profile.mobile"] as const)
      for (const namespace of firstTextsOf(id)) expect(isNamespace(namespace)).toBe(true);
  });

  it("the texts named are the ones the home's first screen asks for", () => {
    for (const file of ["my-app-home-page.tsx", "mobile-dashboard-page.tsx", "dashboard-frame.tsx"]) {
      const text = readFileSync(join(dashboard, file), "utf8");
      const asked = [...text.matchAll(/useTranslation\("([^"]+)"\)/g)].map((match) => match[1]);
      for (const namespace of asked) expect(["dashboard", "web"]).toContain(namespace);
    }
  });

  it("the home and the mobile dashboard load their figures' read modules with them; other pages do not", () => {
    expect(readsHomeFigures("profile.my-app-home")).toBe(true);
    expect(readsHomeFigures("profile.mobile")).toBe(true);
    expect(readsHomeFigures("profile.account")).toBe(false);
  });

  it("the home's loader gives the home page", async () => {
    const page = await loadMyAppHome();
    expect(page.default).toBeDefined();
  });
});
