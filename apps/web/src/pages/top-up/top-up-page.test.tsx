import { act, screen, within } from "@testing-library/react";
import { loadNamespace } from "@waea/adapters/i18n";
import { describe, expect, it } from "vitest";
import type { NamespaceLoader } from "../../i18n/i18n";
import { accountOf, productsOf } from "../../test/demo-world";
import { renderApp, withPortal, type RenderedApp } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const openTopUp = async (email: string) => {
  const storage = await returningVisitor(api(), email);
  const app = await renderApp(api(), "/profile/mobile/top-up", { storage });
  await screen.findByRole("region", { name: "Top up now" });
  return app;
};

const prepayOf = (email: string) => {
  const product = productsOf(api(), accountOf(api(), email))[0]?.UUID ?? "";
  return api().store.world.payments.prepay[product];
};
const intentsOf = (email: string) =>
  Object.values(api().store.world.payments.paymentIntents).filter(
    (intent) => intent.CustomerUUID === accountOf(api(), email),
  );

const amountField = () => screen.getByRole("textbox", { name: "Amount" });

/** The texts that describe a field (its message beside it among them). */
const describedText = (field: HTMLElement) =>
  (field.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

const topUpWith = async (app: RenderedApp, amount: string) => {
  await app.user.clear(amountField());
  if (amount !== "") await app.user.type(amountField(), amount);
  await app.user.click(screen.getByRole("button", { name: "Top up" }));
};

describe("top-up page (PAY-02)", () => {
  it("PAY-02: prepay@ tops up $20 by card and sees the balance and its expiry move", async () => {
    const app = await openTopUp("prepay@waea.test");
    const before = prepayOf("prepay@waea.test");
    expect(before?.MainBalCreditCents).toBe(2350);
    expect(await screen.findByText("$23.50")).toBeTruthy();
    expect(screen.getByText("Paid by your default card, Visa ending 4242.")).toBeTruthy();

    await topUpWith(app, "20");
    const done = await screen.findByRole("region", { name: "Top-up done" });
    expect(within(done).getByText("$20.00 was added to your balance.")).toBeTruthy();
    expect(within(done).getByText(/Your balance is now/).textContent).toMatch(
      /^Your balance is now \$43\.50\. Your credit expires on \d{2}-\d{2}-\d{4}\.$/,
    );
    expect(await screen.findByText("Your top-up went through.")).toBeTruthy();
    const after = prepayOf("prepay@waea.test");
    expect(after?.MainBalCreditCents).toBe(4350);
    expect(after?.CurrencyCreditExpiresAtNanos).not.toBe(before?.CurrencyCreditExpiresAtNanos);
  }, 30_000);

  it("renders from the pay texts: the payments texts load when prepay@ pays, before the progress shows", async () => {
    const loaded: string[] = [];
    const namespaceLoader: NamespaceLoader = (language, namespace) => {
      loaded.push(namespace);
      return loadNamespace(language, namespace);
    };
    const storage = await returningVisitor(api(), "prepay@waea.test");
    const app = await renderApp(api(), "/profile/mobile/top-up", { storage, namespaceLoader });
    await screen.findByRole("region", { name: "Top up now" }, { timeout: 10_000 });
    expect(await screen.findByText("$23.50")).toBeTruthy();
    expect(screen.getByText("Auto top-up is off.")).toBeTruthy();
    expect(loaded).toContain("pay");
    expect(loaded).not.toContain("payments");
    expect(loaded).not.toContain("dashboard");

    await topUpWith(app, "20");
    const done = await screen.findByRole("region", { name: "Top-up done" }, { timeout: 10_000 });
    expect(within(done).getByText("$20.00 was added to your balance.")).toBeTruthy();
    expect(loaded).toContain("payments");
  }, 30_000);

  // One render for every refusal of the field (one page state, five inputs): each input typed over the last, with
  // its own message beside the field and nothing sent. Consecutive inputs have different messages, so a message
  // left over from the input before cannot pass for the next one's.
  it("PAY-02: each bad amount (0, 0.999, 1000, twenty, empty) shows its message beside the field and sends nothing", async () => {
    const app = await openTopUp("prepay@waea.test");
    for (const [amount, text] of [
      ["0", "Top-up amount must be larger than $0.99 NZD"],
      ["0.999", "Amount format is invalid"],
      ["1000", "Top-up amount can't be more than $999.00"],
      ["twenty", "Amount format is invalid"],
      ["", "Please, enter amount"],
    ] as const) {
      await topUpWith(app, amount);
      const field = amountField();
      expect(field.getAttribute("aria-invalid"), amount).toBe("true");
      expect(describedText(field), amount).toContain(text);
      expect(intentsOf("prepay@waea.test"), amount).toEqual([]);
      expect(prepayOf("prepay@waea.test")?.MainBalCreditCents, amount).toBe(2350);
    }
  }, 60_000);

  it("PAY-02: Top up pressed twice at once is one top-up, paid once", async () => {
    const app = await openTopUp("prepay@waea.test");
    await app.user.type(amountField(), "5");
    const button = screen.getByRole("button", { name: "Top up" });
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByRole("region", { name: "Top-up done" });
    expect(prepayOf("prepay@waea.test")?.MainBalCreditCents).toBe(2850);
    expect(intentsOf("prepay@waea.test")).toHaveLength(1);
  }, 30_000);
});

describe("auto top-up (PAY-03)", () => {
  const ruleOf = (email: string) => {
    const product = productsOf(api(), accountOf(api(), email))[0]?.UUID ?? "";
    return api().store.world.payments.autoTopUps?.[product];
  };
  const autoCard = () => screen.findByRole("region", { name: "Auto top-up" });

  it("PAY-03: prepay@ sets $10 every 7 days (EVERY_DAY), the operator tops up from the default card when its clock comes", async () => {
    const app = await openTopUp("prepay@waea.test");
    const card = await autoCard();
    expect(within(card).getByText("Auto top-up is off.")).toBeTruthy();
    await app.user.click(within(card).getByRole("switch", { name: "Top up automatically" }));
    const days = within(card).getByRole("textbox", { name: "Every how many days" });
    await app.user.clear(days);
    await app.user.type(days, "7");
    const amount = within(card).getByRole("textbox", { name: "Amount each time" });
    await app.user.clear(amount);
    await app.user.type(amount, "10");
    await app.user.click(within(card).getByRole("button", { name: "Save auto top-up" }));
    expect(await within(await autoCard()).findByText("Auto top-up is on: $10.00 every 7 days.")).toBeTruthy();
    expect(ruleOf("prepay@waea.test")).toMatchObject({
      Enabled: true,
      Days: 7,
      AmountCents: 1000,
      Type: "EVERY_DAY",
    });

    // The operator's clock moves on a week (the control door's lever): it tops up once from the default card.
    api().store.clock.advance(7 * 24 * 60 * 60 * 1000);
    expect(prepayOf("prepay@waea.test")?.MainBalCreditCents).toBe(3350);
    const history = api().store.world.payments.history[accountOf(api(), "prepay@waea.test")] ?? [];
    expect(history[0]).toMatchObject({ Description: "Auto top-up", AmountCents: 1000, Status: "COMPLETED" });
  }, 40_000);

  it("PAY-03: turning it off is saved at once", async () => {
    const app = await openTopUp("prepay@waea.test");
    const card = await autoCard();
    await app.user.click(within(card).getByRole("switch", { name: "Top up automatically" }));
    await app.user.click(within(card).getByRole("button", { name: "Save auto top-up" }));
    expect(await within(card).findByText("Auto top-up is on: $1.00 every day.")).toBeTruthy();
    await app.user.click(within(await autoCard()).getByRole("switch", { name: "Top up automatically" }));
    expect(await within(await autoCard()).findByText("Auto top-up is off.")).toBeTruthy();
    expect(ruleOf("prepay@waea.test")?.Enabled).toBe(false);
  }, 40_000);

  // One render for every refusal of the form (see PAY-02's above). A days refusal and an amount refusal take turns,
  // so the field checked never still shows the message of the input before.
  it("PAY-03: each bad days or amount shows that field's message and sends nothing", async () => {
    const app = await openTopUp("prepay@waea.test");
    const card = await autoCard();
    await app.user.click(within(card).getByRole("switch", { name: "Top up automatically" }));
    const days = within(card).getByRole("textbox", { name: "Every how many days" });
    const amount = within(card).getByRole("textbox", { name: "Amount each time" });
    for (const [dayText, amountText, field, text] of [
      ["0", "10", "days", "Days must be from 1 to 99"],
      ["7", "0.50", "amount", "Minimum charge is $1.00"],
      ["100", "10", "days", "Days must be from 1 to 99"],
      ["7", "1000", "amount", "Amount must be from $1.00 to $999.00"],
      ["7", "ten", "amount", "Amount format is invalid"],
    ] as const) {
      const input = `days ${dayText}, amount ${amountText}`;
      await app.user.clear(days);
      await app.user.type(days, dayText);
      await app.user.clear(amount);
      await app.user.type(amount, amountText);
      await app.user.click(within(card).getByRole("button", { name: "Save auto top-up" }));
      const [checked, other] = field === "days" ? [days, amount] : [amount, days];
      expect(checked.getAttribute("aria-invalid"), input).toBe("true");
      expect(other.getAttribute("aria-invalid"), input).not.toBe("true");
      expect(describedText(checked), input).toContain(text);
      expect(ruleOf("prepay@waea.test"), input).toBeUndefined();
    }
  }, 60_000);
});
