import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

describe("fibre subscriptions page (BB-04)", () => {
  it("BB-04: fibre@ sees their fibre service with its plan, price, service id and status in words, and a way to order more", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb/subscriptions", { storage });
    const list = await screen.findByRole("list", { name: "Fibre subscriptions" });
    const service = within(within(list).getAllByRole("listitem")[0] ?? list);
    expect(service.getByRole("heading", { name: "Fibre 300 300/100" })).toBeTruthy();
    expect(service.getByText("Active")).toBeTruthy();
    expect(service.getByText("$79.00")).toBeTruthy();
    expect(service.getByText(/^Service ID ONT\d{9}$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order fibre" }).getAttribute("href")).toBe("/broadband");
  }, 30_000);

  it("BB-04: reads in te reo Māori", async () => {
    const storage = await returningVisitor(api(), "fibre@waea.test");
    await renderApp(api(), "/profile/broadband/ufb?language=mi-NZ", { storage });
    expect(await screen.findByRole("list", { name: "Ngā ohaurunga muka" })).toBeTruthy();
    expect(await screen.findByText("Kei te hohe")).toBeTruthy();
  }, 30_000);
});
