import { screen, within } from "@testing-library/react";
import { formatNzd } from "@waea/domain/money";
import { describe, expect, it } from "vitest";
import { unreachableFor } from "../../test/fake-api";
import { currentPath, renderApp, withPortal } from "../../test/render-app";

const api = withPortal();

/** The fibre plans the fake API sells, as its world has them. */
const fibrePlans = () =>
  api().store.world.broadband.plans.filter((plan) => plan.BroadbandProductType === "UFB");

describe("the public fibre pages (BB-03, /ufb and /ufb-package)", () => {
  it("BB-03: /ufb shows every fibre plan at the server's price with its speeds, each leading to its package, and starts the address check", async () => {
    await renderApp(api(), "/ufb");
    expect(await screen.findByRole("heading", { level: 1, name: "Fibre broadband" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Fibre plans" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(fibrePlans().length);
    for (const plan of fibrePlans()) {
      const card = within(list).getByRole("heading", { name: plan.Name }).closest("li") ?? list;
      expect(within(card).getByText(formatNzd(plan.Price))).toBeTruthy();
      expect(within(card).getByText(/^Up to \d+ Mbps down, \d+ Mbps up$/)).toBeTruthy();
      expect(
        within(card)
          .getByRole("link", { name: `See ${plan.Name}` })
          .getAttribute("href"),
      ).toBe(`/ufb-package?plan=${plan.ID}`);
    }
    expect(screen.getByRole("link", { name: "Check your address" }).getAttribute("href")).toBe("/broadband");
  }, 30_000);

  it("BB-03: a package shows the plan and what comes with it, then the address check keeps the plan for the plan step", async () => {
    const chosen = fibrePlans().at(-1);
    expect(chosen).toBeDefined();
    if (chosen === undefined) return;
    const app = await renderApp(api(), `/ufb-package?plan=${chosen.ID}`);
    expect(await screen.findByRole("heading", { level: 1, name: chosen.Name })).toBeTruthy();
    const included = screen.getByRole("region", { name: "What's included" });
    expect(within(included).getByText("Unlimited data: there is no data cap.")).toBeTruthy();
    expect(screen.getByText(formatNzd(chosen.Price))).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Check your address" }));
    expect(currentPath(app)).toBe(`/broadband?plan=${chosen.ID}`);
    await app.user.type(await screen.findByRole("textbox", { name: "Address" }), "12 Queen");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    await app.user.click(await screen.findByRole("button", { name: "Check availability" }));
    const plans = await screen.findByRole("group", { name: "Plans" });
    const radio = within(plans).getByRole("radio", { name: new RegExp(`^${chosen.Name}`) });
    expect((radio as HTMLInputElement).checked).toBe(true);
  }, 30_000);

  it("BB-03: a package that is not on sale says so and leads back to the fibre plans", async () => {
    await renderApp(api(), "/ufb-package?plan=retired");
    expect(await screen.findByRole("heading", { name: "This fibre plan is not on sale" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all fibre plans" }).getAttribute("href")).toBe("/ufb");
  }, 30_000);

  it("BB-03: with no fibre plans on sale /ufb says so and still offers the address check", async () => {
    // no door of the API takes plans off sale: the world is changed here, as the operator would
    const world = api().store.world;
    Object.assign(world.broadband, {
      plans: world.broadband.plans.filter((plan) => plan.BroadbandProductType !== "UFB"),
    });
    api().store.changed();
    await renderApp(api(), "/ufb");
    expect(await screen.findByRole("heading", { name: "No fibre plans on sale right now" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Check your address" })).toHaveLength(2);
  }, 30_000);

  it("BB-03: plans that cannot be read say so, and load on Try again", async () => {
    let down = true;
    const failing = unreachableFor(api().fetch, "broadband.ufbPlans");
    await renderApp(api(), "/ufb", {
      fetch: (input, init) => (down ? failing(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    down = false;
    within(alert).getByRole("button", { name: "Try again" }).click();
    const list = await screen.findByRole("list", { name: "Fibre plans" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(fibrePlans().length);
  }, 30_000);

  it("BB-03: reads in te reo Māori", async () => {
    await renderApp(api(), "/ufb?language=mi-NZ");
    expect(await screen.findByRole("heading", { level: 1, name: "Ipurangi aunui muka" })).toBeTruthy();
    expect(await screen.findAllByText(/^Tae atu ki te \d+ Mbps ki raro/)).toHaveLength(fibrePlans().length);
  }, 30_000);
});
