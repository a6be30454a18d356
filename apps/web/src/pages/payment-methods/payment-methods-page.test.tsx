import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { isDeleted } from "@waea/domain/payments";
import { accountOf } from "../../test/demo-world";
import { renderApp, withPortal } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const openCards = async (email: string) => {
  const storage = await returningVisitor(api(), email);
  const app = await renderApp(api(), "/profile/payment-methods", { storage });
  await screen.findByRole("heading", { level: 1, name: "Payment methods" });
  return app;
};

const cardList = () => screen.findByRole("list", { name: "Your cards" });
const cardNames = async () =>
  within(await cardList())
    .getAllByRole("listitem")
    .map((item) => item.querySelector("p")?.textContent ?? "");

const liveCardsOf = (email: string) =>
  (api().store.world.payments.methods[accountOf(api(), email)] ?? []).filter((card) => !isDeleted(card));

describe("payment methods page (PAY-01)", () => {
  it("PAY-01: prepay@ sees the default first and the expired card flagged, adds a card, makes it default, removes the others, and is refused removing the last", async () => {
    const app = await openCards("prepay@waea.test");
    expect(await cardNames()).toEqual(["Visa ending 4242Default", "Mastercard ending 4444Expired"]);

    await app.user.click(screen.getByRole("button", { name: "Add a card" }));
    expect(await screen.findByText("Your card was added.")).toBeTruthy();
    expect(await cardNames()).toHaveLength(3);
    expect(liveCardsOf("prepay@waea.test")).toHaveLength(3);

    const added = within(await cardList()).getAllByRole("listitem")[2];
    if (added === undefined) throw new Error("no third card");
    const addedName = (added.querySelector("p")?.firstChild?.textContent ?? "").trim();
    await app.user.click(within(added).getByRole("button", { name: /^Make default/ }));
    expect(await screen.findByText(`${addedName} is now your default card.`)).toBeTruthy();
    expect((await cardNames())[0]).toBe(`${addedName}Default`);

    for (const name of ["Visa ending 4242", "Mastercard ending 4444"]) {
      await app.user.click(screen.getByRole("button", { name: `Remove (${name})` }));
      const dialog = await screen.findByRole("alertdialog", { name: "Remove this card?" });
      expect(within(dialog).getByText(`${name} will no longer be saved for payments.`)).toBeTruthy();
      await app.user.click(within(dialog).getByRole("button", { name: "Remove card" }));
      expect(await screen.findByText(`${name} was removed.`)).toBeTruthy();
    }
    expect(await cardNames()).toEqual([`${addedName}Default`]);

    await app.user.click(screen.getByRole("button", { name: `Remove (${addedName})` }));
    const last = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    await app.user.click(within(last).getByRole("button", { name: "Remove card" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You can't remove your only card");
    expect(liveCardsOf("prepay@waea.test")).toHaveLength(1);
  }, 40_000);

  it("PAY-01: removing the default card makes the first remaining card that has not expired the default; Cancel removes nothing", async () => {
    const app = await openCards("prepay@waea.test");
    await app.user.click(screen.getByRole("button", { name: "Add a card" }));
    await screen.findByText("Your card was added.");
    await app.user.click(screen.getByRole("button", { name: "Remove (Visa ending 4242)" }));
    const asked = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    await app.user.click(within(asked).getByRole("button", { name: "Cancel" }));
    expect(liveCardsOf("prepay@waea.test")).toHaveLength(3);

    const addedName = ((await cardNames())[2] ?? "").trim();
    await app.user.click(screen.getByRole("button", { name: "Remove (Visa ending 4242)" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    // The expired Mastercard ranks next: the dialog says it is skipped and names the card that takes over.
    expect(
      within(dialog).getByText(
        `Visa ending 4242 is your default card. Expired cards are skipped, so ${addedName} becomes the default.`,
      ),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole("button", { name: "Remove card" }));
    await screen.findByText("Visa ending 4242 was removed.");
    // The first remaining card by rank that has not expired (spec 02 §4, §5): the expired one is never the default.
    expect(await cardNames()).toEqual([`${addedName}Default`, "Mastercard ending 4444Expired"]);
  }, 30_000);

  it("PAY-01: the only valid card is refused removal while an expired one remains", async () => {
    const app = await openCards("prepay@waea.test");
    await app.user.click(screen.getByRole("button", { name: "Remove (Visa ending 4242)" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    await app.user.click(within(dialog).getByRole("button", { name: "Remove card" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "You can't remove your only valid payment method",
    );
    expect(liveCardsOf("prepay@waea.test")).toHaveLength(2);
  }, 30_000);
});
