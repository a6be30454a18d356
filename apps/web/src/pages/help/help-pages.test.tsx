import { screen, within } from "@testing-library/react";
import { developmentSettings, withSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../test/render-app";

const api = withPortal();

/** The support-desk provider (production's): these tests follow its categories, sections and paths. */
const zendesk = { settings: withSettings(developmentSettings, { helpProvider: "zendesk" }) };

const categoryNames = async () =>
  within(await screen.findByRole("region", { name: "Categories" }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

/** A network where the help desk's categories fail `times` times, then answer. */
const categoriesFailing =
  (times: number): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname.endsWith("/help-desk/categories") && times-- > 0)
      throw new TypeError("Failed to fetch");
    return api().fetch(input, init);
  };

describe("help centre pages (APP-11)", () => {
  it("APP-11: categories, then a category's sections, a section's articles and an article's text", async () => {
    const app = await renderApp(api(), "/help", zendesk);
    expect(await screen.findByRole("heading", { level: 1, name: "Help centre" })).toBeTruthy();
    expect(await categoryNames()).toEqual([
      "Getting started",
      "Billing and payments",
      "Mobile",
      "Broadband",
      "Account",
    ]);
    expect(screen.getByText("7 articles", { selector: "p" })).toBeTruthy();
    await app.user.click(
      within(screen.getByRole("region", { name: "Categories" })).getByRole("link", { name: "Mobile" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Mobile" })).toBeTruthy();
    const travel = screen.getByRole("region", { name: "Travelling overseas" });
    expect(
      within(travel)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Travelling overseas", "Roaming in Australia", "Turn roaming on or off"]);
    expect(screen.queryByText("Unlimited plans (draft)")).toBeNull();
    await app.user.click(within(travel).getByRole("link", { name: "Travelling overseas" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Travelling overseas" })).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Roaming in Australia" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Roaming in Australia" })).toBeTruthy();
    expect(screen.getByText(/Buy a roaming day pass before you travel/)).toBeTruthy();
    expect(currentPath(app)).toBe("/help/category/1003/2008/3024");
    const trail = screen.getByRole("navigation", { name: "You are here" });
    expect(
      within(trail)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Help centre", "Mobile", "Travelling overseas"]);
  }, 30_000);

  it("APP-11: search finds published articles through the address, and says when nothing matches", async () => {
    const app = await renderApp(api(), "/help", zendesk);
    await app.user.type(await screen.findByRole("searchbox", { name: "Search help articles" }), "roaming");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    const results = await screen.findByRole("list", { name: "Results for “roaming”" });
    expect(
      within(results)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Roaming in Australia", "Turn roaming on or off", "Buy an add-on"]);
    expect(currentPath(app)).toBe("/help?q=roaming");
    await renderApp(api(), "/help?q=unlimited", zendesk);
    expect(await screen.findByRole("heading", { name: "No articles match your search" })).toBeTruthy();
  }, 30_000);

  it("APP-11: the messaging provider shows the same help centre and finds the same articles", async () => {
    const settings = withSettings(developmentSettings, { helpProvider: "intercom" });
    await renderApp(api(), "/help?q=eSIM", { settings });
    const results = await screen.findByRole("list", { name: "Results for “eSIM”" });
    expect(
      within(results)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Setting up an eSIM", "Delivery times for a SIM"]);
    await renderApp(api(), "/help", { settings });
    expect(await categoryNames()).toHaveLength(5);
  }, 30_000);

  it("APP-11: a help centre that fails to load says so calmly and loads again on retry", async () => {
    const app = await renderApp(api(), "/help", { ...zendesk, fetch: categoriesFailing(1) });
    expect(await screen.findByRole("heading", { name: "The help centre is not available" })).toBeTruthy();
    expect(screen.getByText("Help is not available right now. Please try again later")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await app.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await categoryNames()).toHaveLength(5);
  }, 30_000);

  it("APP-11: a stale link says the page is not here and leads back", async () => {
    await renderApp(api(), "/help/category/1003/2008/9999", zendesk);
    expect(await screen.findByRole("heading", { name: "This help page is not here" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to help centre" }).getAttribute("href")).toBe("/help");
  }, 30_000);

  it("APP-11: in Māori the help centre speaks te reo (the articles are the provider's)", async () => {
    await renderApp(api(), "/help?language=mi-NZ", zendesk);
    expect(await screen.findByRole("heading", { level: 1, name: "Pokapū āwhina" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Ngā kāwai" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Rapua ngā tuhinga āwhina" })).toBeTruthy();
  }, 30_000);
});
