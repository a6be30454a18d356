import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const open = async (email: string, path: string) => {
  const storage = await returningVisitor(api(), email);
  return renderApp(api(), path, { storage });
};

const customerGroupOf = (name: string) =>
  Object.values(api().store.world.groups.customerGroups).find((group) => group.Name === name);

describe("groups pages (GRP-01..04)", () => {
  it("GRP-01: leader@ sees itself first and marked leader; removing member@ from a 2-member group says the whole group goes, and it goes", async () => {
    const app = await open("leader@waea.test", "/profile/customer-groups");
    const members = await screen.findByRole("list", { name: "Members of Williams whānau" });
    const rows = within(members).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("span")?.textContent)).toEqual([
      "Hana Williams",
      "Pita Williams",
    ]);
    expect(rows[0]?.textContent).toContain("YouLeader");
    await app.user.click(within(members).getByRole("button", { name: "Remove Pita Williams" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Pita Williams?" });
    expect(dialog.textContent).toContain(
      "Williams whānau has 2 or fewer members, so removing Pita Williams deletes the whole group.",
    );
    await app.user.click(within(dialog).getByRole("button", { name: "Remove and delete group" }));
    expect(await screen.findByText("Williams whānau was deleted.")).toBeTruthy();
    expect(customerGroupOf("Williams whānau")).toBeUndefined();
    // The invite leader@ sent payg@ is listed as sent, pending with its time left; postpay@'s to leader@ as incoming.
    const sent = screen.getByRole("region", { name: "Invites you sent" });
    expect(within(sent).getByText("Pending, 45 min left")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Invites to you" }).textContent).toContain("Invite from");
  }, 40_000);

  it("GRP-04, GRP-03: payg@ accepts leader@'s invite and joins a group of 3; the companion prices are the domain's", async () => {
    const app = await open("payg@waea.test", "/profile/customer-groups");
    const incoming = await screen.findByRole("region", { name: "Invites to you" });
    await app.user.click(within(incoming).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Invite accepted.")).toBeTruthy();
    const members = await screen.findByRole("list", { name: "Members of Williams whānau" });
    expect(within(members).getAllByRole("listitem")[0]?.textContent).toContain("You");
    expect(customerGroupOf("Williams whānau")?.Members).toHaveLength(3);
    expect(within(members).queryByRole("button", { name: /^Remove/ })).toBeNull();
    const prices = screen.getByRole("table", { name: "Companion price by group size" });
    expect(
      within(prices)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toContain("2$45.00$90.00");
    expect(
      within(prices)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toContain("3$35.00$105.00");
  }, 40_000);
});
