import { screen, waitFor, within } from "@testing-library/react";
import { nzDayKey } from "@waea/domain/calendar";
import { groupLabel } from "@waea/domain/usage";
import { describe, expect, it } from "vitest";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";
import type { CallId } from "@waea/adapters/http";

const api = withPortal();

/** The table a caption names, and its body rows. */
const tableOf = async (caption: string | RegExp) => {
  const table = (await screen.findByText(caption, { selector: "caption" })).closest("table");
  if (table === null) throw new Error(`no table captioned ${String(caption)}`);
  return table;
};
const bodyRows = (table: HTMLTableElement) => [...table.querySelectorAll("tbody tr")];
const rowHeads = (table: HTMLTableElement) =>
  bodyRows(table).map((row) => row.querySelector("th")?.textContent);
const columns = (table: HTMLTableElement) =>
  [...table.querySelectorAll("thead th")].map((th) => th.textContent);

/** A network that fails one call of a kind once, as a dropped connection would, then reaches the operator. */
const failingOnce = (id: CallId): typeof globalThis.fetch => {
  const broken = unreachableFor(api().fetch, id);
  let failed = false;
  return async (input, init) => {
    if (failed) return api().fetch(input, init);
    try {
      return await broken(input, init);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
};

const openUsage = async (email: string, path: string, fetch?: typeof globalThis.fetch) => {
  const storage = await returningVisitor(api(), email);
  return renderApp(api(), path, fetch === undefined ? { storage } : { storage, fetch });
};

describe("usage pages (USE-01..04)", () => {
  it("USE-01, USE-03: prepay@ sees what is left and the last 30 days as a table, today first (no canvas here)", async () => {
    await openUsage("prepay@waea.test", "/profile/mobile/usage");
    expect(await screen.findByRole("heading", { level: 1, name: "Usage" })).toBeTruthy();
    const balances = await screen.findByRole("region", { name: "What's left" });
    expect(await within(balances).findByText("Data")).toBeTruthy();
    expect(within(balances).getByText("Includes 1.50 GB carried over")).toBeTruthy();

    const daily = await tableOf("Usage each day, last 30 days, newest first");
    expect(columns(daily)).toEqual(["Day", "Data (MB)", "Minutes"]);
    const heads = rowHeads(daily);
    expect(heads).toHaveLength(30);
    expect(heads[0]).toBe(groupLabel(nzDayKey(api().clock.nowMillis()), "en"));
    const chart = screen.getByRole("region", { name: "Last 30 days" });
    expect(
      within(chart).getByText(/^In the last 30 days you used .+ of data and .+ min of calls\./),
    ).toBeTruthy();
  });

  it("USE-02: the charges switch between day, month and year groups, newest first", async () => {
    const app = await openUsage("prepay@waea.test", "/profile/mobile/usage");
    const byDay = await tableOf("Last 30 days");
    const days = rowHeads(byDay);
    // Ten days a page, newest first; the pager leads to the older ones.
    expect(days).toHaveLength(10);
    expect([...days].sort((a, b) => Date.parse(b ?? "") - Date.parse(a ?? ""))).toEqual(days);
    await app.user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(rowHeads(byDay)[0]).not.toBe(days[0]));
    expect(Date.parse(rowHeads(byDay)[0] ?? "")).toBeLessThan(Date.parse(days.at(-1) ?? ""));
    expect(days.every((head) => /^\d{2} [A-Z][a-z]{2} \d{4}$/.test(head ?? ""))).toBe(true);
    expect(columns(byDay)).toEqual(["Period", "Data", "Minutes", "Texts", "Picture messages", "Charged"]);

    await app.user.click(screen.getByRole("radio", { name: "Month" }));
    const byMonth = await tableOf("Last 12 months");
    await waitFor(() => expect(rowHeads(byMonth).length).toBeGreaterThan(1));
    expect(rowHeads(byMonth).every((head) => /^[A-Z][a-z]{2} \d{4}$/.test(head ?? ""))).toBe(true);

    await app.user.click(screen.getByRole("radio", { name: "Year" }));
    const byYear = await tableOf("Last 3 years");
    expect(rowHeads(byYear).every((head) => /^\d{4}$/.test(head ?? ""))).toBe(true);
    expect(screen.getByRole("radio", { name: "Year" })).toHaveProperty("checked", true);
  });

  it("USE-03: a chart that could not load says 'We can't get usage right now' and loads on Try again", async () => {
    const app = await openUsage("prepay@waea.test", "/profile/mobile/usage", failingOnce("usage.histogram"));
    const chart = await screen.findByRole("region", { name: "Last 30 days" });
    expect((await within(chart).findByRole("alert")).textContent).toContain("We can't get usage right now");
    // The rest of the page stands: what is left and the charges load on their own.
    expect(await within(screen.getByRole("region", { name: "What's left" })).findByText("Data")).toBeTruthy();
    expect(rowHeads(await tableOf("Last 30 days"))).toHaveLength(10);

    await app.user.click(within(chart).getByRole("button", { name: "Try again" }));
    expect(rowHeads(await tableOf("Usage each day, last 30 days, newest first"))).toHaveLength(30);
    expect(within(chart).queryByRole("alert")).toBeNull();
  });

  it("USE-02, USE-03: a product with no usage says so instead of an empty chart and table", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    // No API call removes usage: the world's records of prepay@'s product are emptied directly.
    const records = api().store.world.usage.records;
    for (const uuid of Object.keys(records)) records[uuid] = [];
    api().store.changed();
    await renderApp(api(), "/profile/mobile/usage", { storage });
    expect(await screen.findByText("No usage in the last 30 days")).toBeTruthy();
    expect(await screen.findByText("No charges in this period (Last 30 days).")).toBeTruthy();
    expect(screen.queryByText("Usage each day, last 30 days, newest first")).toBeNull();
    // No way to a list of charges that has none.
    expect(screen.queryByRole("link", { name: "See every charge" })).toBeNull();
  });

  it("USE-04: fwa@ sees fixed wireless usage, data only, and every charge on the details page", async () => {
    const app = await openUsage("fwa@waea.test", "/profile/broadband/fwa/usage");
    expect(await screen.findByRole("heading", { level: 1, name: "Fixed wireless usage" })).toBeTruthy();
    const daily = await tableOf("Usage each day, last 30 days, newest first");
    expect(columns(daily)).toEqual(["Day", "Data (MB)"]);
    expect(
      bodyRows(daily).filter((row) => row.querySelector("td")?.textContent !== "0").length,
    ).toBeGreaterThan(25);
    expect(columns(await tableOf("Last 30 days"))).toEqual(["Period", "Data", "Charged"]);

    await app.user.click(screen.getByRole("link", { name: "See every charge" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Fixed wireless usage details" }),
    ).toBeTruthy();
    // The newest day comes first, every charge of it listed.
    const [newest] = (await screen.findAllByRole("region")).filter((region) =>
      /^\d{2} [A-Z][a-z]{2} \d{4}$/.test(region.querySelector("h2")?.textContent ?? ""),
    );
    if (newest === undefined) throw new Error("no day group");
    expect(within(newest).getAllByText("Mobile data").length).toBeGreaterThan(0);
    // Its totals read their data as the plans do, a space between the figure and its unit ("3.62 GB").
    expect(newest.textContent).toMatch(/Data: \d+(\.\d{2})? (GB|MB)\b/);
    expect(screen.getByRole("link", { name: "Back to usage" }).getAttribute("href")).toBe(
      "/profile/broadband/fwa/usage",
    );
  });

  it("USE-04: the mobile details page lists prepay@'s charges by day, in te reo Māori with Māori month names", async () => {
    await openUsage("prepay@waea.test", "/profile/mobile/usage/details?language=mi-NZ");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ngā taipitopito whakamahinga" }),
    ).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Rā" })).toHaveProperty("checked", true);
    expect(await screen.findByText("Ngā rā 30 kua hipa")).toBeTruthy();
    const now = api().clock.nowMillis();
    const recentDays = [0, 1, 2].map((days) => groupLabel(nzDayKey(now - days * 86_400_000), "mi-NZ"));
    const groups = (await screen.findAllByRole("region")).map(
      (region) => region.querySelector("h2")?.textContent,
    );
    expect(recentDays).toContain(groups[0]);
    // Ten days a page, the rest a page away.
    expect(groups).toHaveLength(10);
    expect(screen.getByRole("navigation", { name: "Ngā whārangi o ngā utu" })).toBeTruthy();
  });
});
