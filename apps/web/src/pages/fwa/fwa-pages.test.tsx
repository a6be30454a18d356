import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentPath, renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const FWA = "fwa@waea.test";

const changePosts = (requests: ReadonlyArray<{ readonly method: string; readonly path: string }>) =>
  requests.filter((request) => request.method === "POST" && request.path.endsWith("/fwa/change-plan"));

describe("the profile's fixed wireless pages (BB-04) and plan change (BB-02)", () => {
  it("BB-04: fwa@ sees their fixed wireless service: plan, monthly price, status in words, and where to go next", async () => {
    const storage = await returningVisitor(api(), FWA);
    await renderApp(api(), "/profile/broadband/fwa", { storage });
    const card = await screen.findByRole("region", { name: "Wireless Broadband Unlimited" });
    expect(within(card).getByText("Active")).toBeTruthy();
    expect(within(card).getByText("$75.00")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Change plan" }).getAttribute("href")).toBe(
      "/profile/broadband/fwa/change-plan",
    );
    expect(within(card).getByRole("link", { name: "Billing" }).getAttribute("href")).toBe(
      "/profile/broadband/fwa/billing",
    );
  }, 30_000);

  it("BB-02: fwa@ moves to another plan after confirming; a second change within the month is refused and changes nothing", async () => {
    const storage = await returningVisitor(api(), FWA);
    const app = await renderApp(api(), "/profile/broadband/fwa/change-plan", { storage });
    const plans = await screen.findByRole("group", { name: "Plans you can move to" });
    const offered = within(plans)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.querySelector("span")?.textContent);
    expect(offered).not.toContain("Wireless Broadband Unlimited");
    expect(screen.getByText("You're on Wireless Broadband Unlimited.")).toBeTruthy();
    await app.user.click(within(plans).getByRole("radio", { name: /Wireless Broadband 200GB/ }));
    await app.user.click(screen.getByRole("button", { name: "Change plan" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Move to Wireless Broadband 200GB?" });
    expect(
      within(dialog).getByText("Your plan changes now to Wireless Broadband 200GB at $55.00 a month."),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Change now" }));
    expect(await screen.findByText("Your plan is now Wireless Broadband 200GB")).toBeTruthy();
    await screen.findByRole("region", { name: "Wireless Broadband 200GB" }, { timeout: 10_000 });
    expect(currentPath(app)).toBe("/profile/broadband/fwa/subscriptions");
    expect(changePosts(app.requests)).toHaveLength(1);

    await app.user.click(screen.getByRole("link", { name: "Change plan" }));
    const again = await screen.findByRole("group", { name: "Plans you can move to" });
    await app.user.click(within(again).getAllByRole("radio")[0] ?? again);
    await app.user.click(screen.getByRole("button", { name: "Change plan" }));
    const confirm = await screen.findByRole("alertdialog");
    await app.user.click(within(confirm).getByRole("button", { name: "Change now" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "A plan can be changed only once per month",
    );
    expect(currentPath(app)).toBe("/profile/broadband/fwa/change-plan");
  }, 60_000);

  it("BB-04: the fixed wireless billing page has the balance with its payment links and the billing cycle, in te reo Māori", async () => {
    const storage = await returningVisitor(api(), FWA);
    await renderApp(api(), "/profile/broadband/fwa/billing?language=mi-NZ", { storage });
    expect(await screen.findByRole("heading", { level: 1, name: "Ngā nama ahokore pūmau" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Hurihanga pire" }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Ngā tikanga utu" })).getAttribute("href")).toBe(
      "/profile/broadband/balance/payment-methods",
    );
  }, 30_000);
});
