import { screen, waitFor, within } from "@testing-library/react";
import { withSettings, developmentSettings } from "@waea/domain/config";
import { RouteIds } from "@waea/domain/routing";
import { StorageKeys } from "@waea/domain/ports";
import * as Effect from "effect/Effect";
import * as Option from "effect/Option";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it, vi } from "vitest";
import { currentPath, renderApp, withPortal, type RenderedApp } from "../test/render-app";
import { returningVisitor } from "../test/returning-visitor";
import { routedPages } from "./pages";

const stored = (storage: RenderedApp["storage"], key: string) =>
  Option.getOrUndefined(Effect.runSync(storage.get(key)));

const api = withPortal();

describe("the shell", () => {
  it("shows the public home page with one h1 and the landmarks (APP-01)", async () => {
    await renderApp(api(), "/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Mobile and broadband for Aotearoa" }),
    ).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Sign in" }).length).toBeGreaterThan(0);
  });

  it("shows the not-found page with a link home for an unknown path (APP-02)", async () => {
    const app = await renderApp(api(), "/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Back to home" }));
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
  });

  it("shows the not-found page for a route the build does not show (terms/:path in production, APP-02, APP-07)", async () => {
    await renderApp(api(), "/terms/mobile", {
      settings: withSettings(developmentSettings, { production: true }),
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("follows the domain's redirect for a guarded page, with a notice (PRO-07)", async () => {
    const app = await renderApp(api(), "/profile");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(currentPath(app)).toBe("/sign-in?redirect=%2Fprofile");
    expect(screen.getByText("Please sign in to continue.")).toBeTruthy();
  });

  it("sends an anonymous /link shortcut to sign-in, then to its target after sign-in (APP-06)", async () => {
    const app = await renderApp(api(), "/link/invoices");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(currentPath(app)).toBe("/sign-in?redirect=%2Fprofile%2Finvoices");
    await app.user.type(screen.getByLabelText("E-mail"), "prepay@waea.test");
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(currentPath(app)).toBe("/profile/invoices"));
    expect(await screen.findByRole("heading", { level: 1, name: "Invoices" })).toBeTruthy();
  });

  it("gives every route a page of its own, the profile root opening a tab (APP-01)", async () => {
    expect(RouteIds.filter((id) => !routedPages().includes(id))).toEqual(["profile"]);
    const checkout = await renderApp(api(), "/checkout-fwa");
    expect(await screen.findByRole("heading", { level: 1, name: "Fixed wireless checkout" })).toBeTruthy();
    checkout.unmount();
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile", { storage });
    await waitFor(() => expect(currentPath(app)).toBe("/profile/my-app-home"));
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeTruthy();
  });

  it("logs a page view on navigation with tokens masked (APP-04)", async () => {
    const app = await renderApp(api(), "/email-verify-page?secret=abc123&redirect=%2F");
    await screen.findByRole("heading", { name: "Sign in" });
    await waitFor(() => expect(app.analytics.events.some((e) => e.name === "page_view")).toBe(true));
    const locations = app.analytics.events.map((e) => String(e.params?.["page_location"]));
    expect(locations.join(" ")).not.toContain("abc123");
    expect(locations.some((l) => l.startsWith("/sign-in?redirect="))).toBe(true);
  });

  it("hides the header with ?header=hide and keeps the platform (APP-03)", async () => {
    const app = await renderApp(api(), "/?header=hide&platform=ios");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("banner")).toBeNull();
    expect(app.state.platform.value).toBe("ios");
    app.location.navigate("/about");
    await screen.findByRole("heading", { name: "About Waea" });
    expect(screen.queryByRole("banner")).toBeNull();
  });

  it("switches the language from ?language= and remembers it (APP-03, APP-08)", async () => {
    const app = await renderApp(api(), "/?language=mi-NZ");
    expect(
      await screen.findByRole("heading", { name: "He waea pūkoro, he ipurangi aunui mō Aotearoa" }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe("mi-NZ");
    expect(stored(app.storage, StorageKeys.preferences)).toContain('"lang":"mi-NZ"');
  });

  it("switches the language from the header and back, remembering the choice (APP-08)", async () => {
    const app = await renderApp(api(), "/");
    await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" });
    await app.user.selectOptions(screen.getByLabelText("Language"), "mi-NZ");
    expect(
      await screen.findByRole("heading", { name: "He waea pūkoro, he ipurangi aunui mō Aotearoa" }),
    ).toBeTruthy();
    expect(stored(app.storage, StorageKeys.preferences)).toContain('"lang":"mi-NZ"');
    await app.user.selectOptions(screen.getByLabelText("Reo"), "en");
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
  });

  it("ignores a language the build does not offer (APP-03, APP-08)", async () => {
    const app = await renderApp(api(), "/?language=fr");
    expect(await screen.findByRole("heading", { name: "Mobile and broadband for Aotearoa" })).toBeTruthy();
    expect(app.state.language.value).toBe("en");
  });

  it("resets the scroll on a new path but not on a keep-position route (APP-01)", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const app = await renderApp(api(), "/");
    await screen.findByRole("heading", { level: 1 });
    app.location.navigate("/about");
    await screen.findByRole("heading", { name: "About Waea" });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    app.location.navigate("/plans");
    await waitFor(() => expect(currentPath(app)).toBe("/plans"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it("links the header only to routes the build shows, and the external about link when set (APP-07)", async () => {
    await renderApp(api(), "/", {
      settings: withSettings(developmentSettings, { externalAboutUrl: "https://about.example.nz" }),
    });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("href")).toBe(
      "https://about.example.nz",
    );
  });
});
