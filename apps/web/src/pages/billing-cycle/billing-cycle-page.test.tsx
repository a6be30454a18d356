import { screen, waitFor, within } from "@testing-library/react";
import { formatNzDate } from "@waea/domain/calendar";
import { developmentSettings } from "@waea/domain/config";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (settings = developmentSettings) => {
  const storage = await returningVisitor(api(), "postpay@waea.test");
  const app = await renderApp(api(), "/profile/mobile/billing", { storage, settings });
  expect(await screen.findByText("Your billing cycle: Monthly.")).toBeTruthy();
  return app;
};

const cycleChanges = (app: { readonly requests: ReadonlyArray<{ method: string; path: string }> }) =>
  app.requests.filter((request) => request.method === "POST" && request.path.endsWith("/billing-cycle"));

describe("billing cycle (PAY-09)", () => {
  it("PAY-09: postpay@ is told the open bill closes before confirming 7 days, and the new cycle starts today", async () => {
    const app = await open();
    const account = accountOf(api(), "postpay@waea.test");
    const openBill = (api().store.world.billing.invoices[account] ?? []).find(
      (invoice) => invoice.Status === "OPEN",
    );
    await app.user.click(screen.getByRole("radio", { name: "7 days" }));
    await app.user.click(screen.getByRole("button", { name: "Change billing cycle" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Change your billing cycle to 7 days?" });
    const due = `$${((openBill?.RemainingAmountCents ?? 0) / 100).toFixed(2)}`;
    expect(within(dialog).getByText(`This closes your open bill now: ${due} becomes due.`)).toBeTruthy();
    expect(within(dialog).getByText(`Invoice ${openBill?.Number ?? ""}: ${due}`)).toBeTruthy();
    expect(cycleChanges(app)).toEqual([]);
    await app.user.click(within(dialog).getByRole("button", { name: "Yes, change it" }));
    expect(await screen.findByText("Your billing cycle is now 7 days.")).toBeTruthy();
    expect(await screen.findByText("Your billing cycle: 7 days.")).toBeTruthy();
    expect(api().store.world.billing.cycles[account]).toEqual({ Type: "days", Value: 7 });
    const today = formatNzDate(api().clock.nowMillis());
    await waitFor(() =>
      expect(
        screen.getByText(
          (_, element) => element?.tagName === "P" && /^This cycle:/.test(element.textContent ?? ""),
        ).textContent,
      ).toMatch(new RegExp(`^This cycle: ${today} to \\d{2}-\\d{2}-\\d{4}$`)),
    );
    expect(cycleChanges(app)).toHaveLength(1);
  }, 30_000);

  it("PAY-09: refused where the environment does not allow it, or for the cycle in force, and nothing is sent", async () => {
    const app = await open({
      ...developmentSettings,
      flags: { ...developmentSettings.flags, billingCycle: false },
    });
    await app.user.click(screen.getByRole("radio", { name: "28 days" }));
    await app.user.click(screen.getByRole("button", { name: "Change billing cycle" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Changing the billing cycle is not available",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(cycleChanges(app)).toEqual([]);
  }, 30_000);

  it("PAY-09: choosing the cycle in force says so", async () => {
    const app = await open();
    await app.user.click(screen.getByRole("button", { name: "Change billing cycle" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("This is already your billing cycle"),
    );
    expect(cycleChanges(app)).toEqual([]);
  }, 30_000);

  it("PAY-10: the billing page shows what postpay@ owes with its billing period, and pay bill and cards", async () => {
    await open();
    const owed = await screen.findByText(/on your postpay account$/);
    expect(owed.closest("dl")?.textContent).toMatch(/\$\d+\.\d{2}/);
    expect(screen.getByText(/^Billing period/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pay bill" }).getAttribute("href")).toBe("/profile/pay-bill");
    expect(screen.getByRole("link", { name: "Payment methods" }).getAttribute("href")).toBe(
      "/profile/payment-methods",
    );
  }, 30_000);
});
