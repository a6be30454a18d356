import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const openBalance = async (email: string) => {
  const storage = await returningVisitor(api(), email);
  const app = await renderApp(api(), "/profile/broadband/balance", { storage });
  await screen.findByRole("heading", { level: 1, name: "Balance and bills" });
  return app;
};

describe("balance page (PAY-10)", () => {
  it("PAY-10: fwa@ sees what its postpay account owes and its billing cycle, with pay bill and cards", async () => {
    await openBalance("fwa@waea.test");
    const owed = await screen.findByText(/on your postpay account$/);
    const figures = owed.closest("dl");
    expect(figures?.textContent).toMatch(/\$\d+\.\d{2}/);
    expect(screen.getByText(/^Billing period/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay bill" }).getAttribute("href")).toBe(
      "/profile/broadband/balance/pay-bill",
    );
    expect(screen.getByRole("link", { name: "Payment methods" })).toBeTruthy();
  }, 30_000);

  it("PAY-10: fibre@ (no mobile product) sees its account's monthly bill", async () => {
    await openBalance("fibre@waea.test");
    expect(await screen.findByText(/^Billing period/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay bill" })).toBeTruthy();
  }, 30_000);

  it("PAY-10: prepay@ sees its balance and when its credit expires, with top-up", async () => {
    await openBalance("prepay@waea.test");
    const label = await screen.findByText("Prepay balance");
    const stat = label.closest("dl");
    if (stat === null) throw new Error("no balance figure");
    expect(within(stat).getByText("$23.50")).toBeTruthy();
    expect(within(stat).getByText(/^Credit expires on/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Top up" }).getAttribute("href")).toBe(
      "/profile/broadband/balance/top-up",
    );
  }, 30_000);
});
