import { describe, expect, it } from "vitest";
import { isPortalPage } from "./portal-pages";
import { ROUTES } from "./route-table";

const production = { production: true };
const development = { production: false };

/** A route's own path with its parameters filled in. */
const filledIn = (path: string): string => path.replace(/:[^/]+\?/g, "").replace(/:[^/]+/g, "x1");

describe("isPortalPage (APP-02)", () => {
  it("knows deep links with parameters, aliases, a query, a trailing slash and /link shortcuts", () => {
    for (const path of [
      "/",
      "/profile/account",
      "/profile/account/",
      "/profile/account/invoices/INV-1001",
      "/sign-in?redirect=%2Fprofile",
      "/help",
      "/link/invoices",
      "/eshop",
    ])
      expect(isPortalPage(path, production), path).toBe(true);
  });

  it("knows every route of the table in a development build, and every one a production build keeps", () => {
    for (const route of ROUTES) {
      expect(isPortalPage(filledIn(route.path), development), route.id).toBe(true);
      if (!route.hiddenInProduction || route.denied !== "not_found")
        expect(isPortalPage(filledIn(route.path), production), route.id).toBe(true);
    }
  });

  it("refuses paths no route matches, unknown shortcuts, and pages hidden in production", () => {
    for (const path of ["/no/such/page", "/profile/nowhere", "/link/nowhere", "/assets/app-123.js"])
      expect(isPortalPage(path, production), path).toBe(false);
    // The :slug product page, terms/:path and checkout-landing are not-found in production (spec 01 §2, 03 §2).
    for (const path of ["/nowhere", "/terms/mobile", "/checkout-landing"])
      expect(isPortalPage(path, production), path).toBe(false);
    expect(isPortalPage("/some-product", development)).toBe(true);
  });
});
