import { screen } from "@testing-library/react";
import { developmentSettings, withSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";

const api = withPortal();

describe("public pages (APP-01, APP-07)", () => {
  it("shows the terms with their documents outside production, and one document", async () => {
    const app = await renderApp(api(), "/terms");
    expect(await screen.findByRole("heading", { level: 1, name: "Terms and conditions" })).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Mobile terms" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Mobile terms" })).toBeTruthy();
  });

  it("answers not-found for a terms document that does not exist", async () => {
    await renderApp(api(), "/terms/nothing-here");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("shows privacy, and about only without an external about link", async () => {
    await renderApp(api(), "/privacy");
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy policy" })).toBeTruthy();
  });

  it("has no about page when an external about link is configured", async () => {
    await renderApp(api(), "/about", {
      settings: withSettings(developmentSettings, { externalAboutUrl: "https://x.nz" }),
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});
