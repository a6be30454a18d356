import { nonProductionSettings, productionSettings, withSettings } from "../config";
import { describe, expect, it } from "vitest";
import { isRouteEnabled } from "./build-gates";
import { isPortalPage } from "./portal-pages";
import { ROUTES } from "./route-table";

const production = productionSettings;
const development = nonProductionSettings;

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

  it("is a page exactly where the app shows the route under the same settings (one rule: isRouteEnabled)", () => {
    for (const settings of [production, development])
      for (const route of ROUTES)
        expect(isPortalPage(filledIn(route.path), settings), route.id).toBe(
          isRouteEnabled(route, settings) || route.denied !== "not_found",
        );
  });

  it("refuses paths no route matches, unknown shortcuts, and pages hidden in production", () => {
    for (const path of ["/no/such/page", "/profile/nowhere", "/link/nowhere", "/assets/app-123.js"])
      expect(isPortalPage(path, production), path).toBe(false);
    // The :slug product page, terms/:path and checkout-landing are not-found in production (spec 01 §2, 03 §2).
    for (const path of ["/nowhere", "/terms/mobile", "/checkout-landing"])
      expect(isPortalPage(path, production), path).toBe(false);
    expect(isPortalPage("/some-product", development)).toBe(true);
  });

  it("GST-03: the guest pages are pages only with their flag on and a captcha key (off in production)", () => {
    for (const path of ["/recharge", "/pay-bill"]) {
      expect(isPortalPage(path, production), path).toBe(false);
      expect(isPortalPage(path, development), path).toBe(true);
      expect(isPortalPage(path, withSettings(development, { captchaKey: undefined })), path).toBe(false);
    }
    expect(
      isPortalPage(
        "/recharge",
        withSettings(production, { flags: { anonymousRecharge: true }, captchaKey: "k" }),
      ),
    ).toBe(true);
  });
});
