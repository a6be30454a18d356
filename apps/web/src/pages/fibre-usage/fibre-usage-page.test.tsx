import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

describe("fibre usage page (BB-04, profile/broadband/ufb/usage)", () => {
  it("BB-04: fibre@ sees this period's download, upload and total with their time, by day, and that the plan is unlimited", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/usage", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Fibre usage" })).toBeTruthy();
    const period = await screen.findByRole("region", { name: "This billing period" });
    expect(within(period).getByText(/^\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/)).toBeTruthy();
    expect(within(period).getByText("Total used")).toBeTruthy();
    expect(within(period).getByText(/^as of /)).toBeTruthy();
    expect(within(period).getByText(/^Fibre 300 300\/100 is unlimited: there is no data cap/)).toBeTruthy();
    expect(screen.queryByRole("meter")).toBeNull();
    const table = screen.getByRole("table", { name: "Data used by day" });
    const rows = within(table).getAllByRole("row");
    expect(rows.length).toBeGreaterThan(1);
    expect(within(rows[1] ?? table).getAllByText(/^\d+(\.\d+)? (GB|MB)$/).length).toBe(3);
  }, 30_000);

  it("BB-04: an account without fibre is offered fibre, not figures", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/usage", { storage });
    expect(await screen.findByRole("heading", { name: "No fibre services yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order fibre" }).getAttribute("href")).toBe("/broadband");
  }, 30_000);

  it("BB-04: usage that cannot be read says so, and loads on Try again", async () => {
    let down = true;
    const failing = unreachableFor(api().fetch, "broadband.ufbUsage");
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/usage", {
      storage,
      fetch: (input, init) => (down ? failing(input, init) : api().fetch(input, init)),
    });
    const alert = await screen.findByRole("alert");
    down = false;
    await within(alert)
      .findByRole("button", { name: "Try again" })
      .then((button) => button.click());
    expect(await screen.findByRole("table", { name: "Data used by day" })).toBeTruthy();
  }, 30_000);

  it("BB-04: a service not active carries no data: the period says so instead of an empty table", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    // The fake API's store lever: the service stops carrying traffic (no call of the portal does this).
    for (const product of Object.values(api().store.world.broadband.ufbProducts))
      api().store.world.broadband.ufbProducts[product.UUID] = { ...product, Status: 2 };
    api().store.changed();
    await renderApp(api(), "/profile/broadband/ufb/usage", { storage });
    expect(await screen.findByRole("heading", { name: "No data used yet this period" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  }, 30_000);

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/usage?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Te whakamahinga muka" })).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Ngā raraunga kua whakamahia i ia rā" })).toBeTruthy();
  }, 30_000);
});
