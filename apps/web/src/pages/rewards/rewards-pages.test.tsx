import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (email: string, path: string) => {
  const storage = await returningVisitor(api(), email);
  return renderApp(api(), path, { storage });
};

const customerOf = (email: string): string => {
  const login = Object.values(api().store.world.core.logins).find((l) => l.Email === email);
  const uuid = login?.CustomerUUIDs[0];
  if (uuid === undefined) throw new Error(`no customer for ${email}`);
  return uuid;
};

describe("rewards pages (RWD-01..03)", () => {
  it("RWD-01: prepay@ sees 450 points and the rewards by group, then the gifts tab; redeeming a 50-point bonus asks first and spends the points once", async () => {
    const app = await open("prepay@waea.test", "/profile/bonuses");
    expect(await screen.findByRole("heading", { level: 2, name: "Internet" })).toBeTruthy();
    expect(screen.getByText("450")).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 2, name: "Gifts" })).toBeNull();
    // The $20 grocery voucher costs 550: 100 points short.
    expect(screen.getByText("You need 100 more points")).toBeTruthy();
    await app.user.click(screen.getByRole("link", { name: "Gifts" }));
    const gifts = await screen.findByRole("heading", { level: 2, name: "Gifts" });
    expect(gifts).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gifts" }).getAttribute("aria-current")).toBe("page");
    await app.user.click(screen.getByRole("link", { name: "Rewards" }));
    await app.user.click(await screen.findByRole("link", { name: "See 1GB bonus data" }));
    await app.user.click(await screen.findByRole("button", { name: "Redeem for 50 points" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Redeem 1GB bonus data?" });
    expect(dialog.textContent).toContain("This spends 50 of your 450 points.");
    await app.user.click(within(dialog).getByRole("button", { name: "Redeem" }));
    const done = await screen.findByText("Redeemed. You have 400 points left.");
    expect(done.closest("[role=status]")?.textContent).toMatch(/Your code: WAEA-/);
    expect(api().store.world.rewards.points[customerOf("prepay@waea.test")]).toBe(400);
    expect(api().store.world.rewards.redemptions[customerOf("prepay@waea.test")]).toHaveLength(1);
  }, 40_000);

  it("RWD-01: a bonus the customer cannot afford says how many points are short and offers no redeem button", async () => {
    const grocery = api().store.world.rewards.bonuses.find((b) => b.Name === "$20 grocery voucher");
    await open("prepay@waea.test", `/profile/bonuses/${grocery?.UUID ?? ""}`);
    expect(await screen.findByText("You need 100 more points")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Redeem/ })).toBeNull();
  }, 40_000);

  it("RWD-02: prepay@'s own offer is under your offers; collecting it shows a code and the operator keeps one collection", async () => {
    const app = await open("prepay@waea.test", "/profile/offers/your-offers");
    const list = await screen.findByRole("region", { name: "Your offers" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("h3")?.textContent),
    ).toEqual(["Loyalty 5GB"]);
    await app.user.click(within(list).getByRole("button", { name: "Collect Loyalty 5GB" }));
    expect((await screen.findByText(/Collected\. Your code:/)).textContent).toMatch(/OFFER-/);
    expect(api().store.world.rewards.collected[customerOf("prepay@waea.test")]).toHaveLength(1);
    await app.user.click(screen.getByRole("link", { name: "All offers" }));
    const all = await screen.findByRole("region", { name: "All offers" });
    expect(within(all).getAllByRole("listitem")).toHaveLength(4);
    expect(within(all).getAllByText(/Collected\. Your code:/)).toHaveLength(1);
    expect(within(all).getAllByRole("button", { name: /^Collect/ })).toHaveLength(3);
  }, 40_000);

  it("RWD-03: postpay@ switches on group data sharing (kept by the operator); free calls need a mobile group and cannot be switched on", async () => {
    const app = await open("postpay@waea.test", "/profile/power");
    const share = await screen.findByRole("switch", { name: "Group data sharing" });
    expect((screen.getByRole("switch", { name: "Data rollover" }) as HTMLInputElement).checked).toBe(true);
    const calls = screen.getByRole("switch", { name: "Free calls in your group" }) as HTMLInputElement;
    expect(calls.disabled).toBe(true);
    expect(screen.getByText("Joining a mobile group earns this.")).toBeTruthy();
    await app.user.click(share);
    expect(await screen.findByText("Group data sharing is on.")).toBeTruthy();
    expect(api().store.world.rewards.power[customerOf("postpay@waea.test")]).toEqual([
      "data-rollover",
      "group-share",
    ]);
  }, 40_000);
});
