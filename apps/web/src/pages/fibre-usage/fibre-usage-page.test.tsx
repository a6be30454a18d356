import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/usage?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Te whakamahinga muka" })).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Ngā raraunga kua whakamahia i ia rā" })).toBeTruthy();
  }, 30_000);
});
