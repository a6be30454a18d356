import { screen, within } from "@testing-library/react";
import { DEMO_PASSWORD } from "@waea/fake-api/in-process";
import { describe, expect, it } from "vitest";
import { buttonClass } from "../../components/button/button";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

describe("rewards card link (PRO-06)", () => {
  it("PRO-06: shows the linked card as its holder knows it, not its UUID, and unlinks it", async () => {
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/account/auth-to-set-true-rewards-number", { storage });
    await app.user.type(await screen.findByLabelText("Rewards e-mail"), "prepay@waea.test");
    await app.user.type(screen.getByLabelText("Password"), DEMO_PASSWORD);
    await app.user.click(screen.getByRole("button", { name: "Link your rewards card" }));

    expect(await screen.findByText("Your rewards card is linked.")).toBeTruthy();
    const card = document.querySelector<HTMLElement>(".rewards-card");
    if (card === null) throw new Error("no linked card shown");
    expect(within(card).getByText(/^•••• \d{4}$/)).toBeTruthy();
    expect(within(card).getByText("Aroha Ngata")).toBeTruthy();
    expect(within(card).getByText("prepay@waea.test")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    // Linked: the form is gone; the way to unlink is there.
    expect(screen.queryByLabelText("Rewards e-mail")).toBeNull();
    // Unlinking looks destructive, on the page and in the dialog that asks first.
    const unlink = screen.getByRole("button", { name: "Unlink this card" });
    expect(unlink.className).toBe(buttonClass("destructive"));
    await app.user.click(unlink);
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "Unlink this card" });
    expect(confirm.className).toBe(buttonClass("destructive"));
    await app.user.click(confirm);

    expect(await screen.findByText("Your rewards card is unlinked.")).toBeTruthy();
    expect(screen.getByLabelText("Rewards e-mail")).toBeTruthy();
    expect(document.querySelector(".rewards-card")).toBeNull();
  }, 30_000);
});
