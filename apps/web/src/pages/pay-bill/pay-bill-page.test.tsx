import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOf } from "../../test/demo-world";
import { unreachableFor } from "../../test/fake-api";
import { renderApp, withPortal, type RenderOptions } from "../../test/render-app";
import { returningVisitor } from "../../test/returning-visitor";

const api = withPortal();

const POSTPAY = "postpay@waea.test";

const openPayBill = async (path = "/profile/pay-bill", options: Partial<RenderOptions> = {}) => {
  const storage = await returningVisitor(api(), POSTPAY);
  const app = await renderApp(api(), path, { storage, ...options });
  await screen.findByRole("region", { name: "Make a payment" });
  return app;
};

const owedOf = () => {
  const customer = accountOf(api(), POSTPAY);
  return (api().store.world.billing.invoices[customer] ?? [])
    .filter((invoice) => invoice.Status === "DUE" || invoice.Status === "OVERDUE")
    .reduce((sum, invoice) => sum + invoice.RemainingAmountCents, 0);
};
const intents = () =>
  Object.values(api().store.world.payments.paymentIntents).filter(
    (intent) => intent.CustomerUUID === accountOf(api(), POSTPAY),
  );
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-NZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("pay bill page (PAY-04)", () => {
  it("PAY-04: postpay@ pays the full amount by card, sees the receipt and, 3 s later, the balance", async () => {
    const owed = owedOf();
    expect(owed).toBeGreaterThan(0);
    const app = await openPayBill();
    const full = screen.getByRole("radio", { name: `The full amount, ${dollars(owed)}` });
    expect(full).toHaveProperty("checked", true);
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    const done = await screen.findByRole("region", { name: "Payment received" }, { timeout: 10_000 });
    expect(within(done).getByText("Bill payment")).toBeTruthy();
    expect(within(done).getByText(dollars(owed))).toBeTruthy();
    expect(within(done).getByText("Visa ending 4242")).toBeTruthy();
    expect(await within(done).findByText("Your balance is now $0.00.", {}, { timeout: 8000 })).toBeTruthy();
    expect(owedOf()).toBe(0);
  }, 40_000);

  it("PAY-04: 'Error getting transaction status' when the balance read after the payment fails", async () => {
    let failing = false;
    const broken = unreachableFor(api().fetch, "payments.postpayBalance");
    const fetch: typeof globalThis.fetch = (input, init) => (failing ? broken : api().fetch)(input, init);
    const app = await openPayBill("/profile/pay-bill", { fetch });
    failing = true;
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    const done = await screen.findByRole("region", { name: "Payment received" }, { timeout: 10_000 });
    const notice = await within(done).findByRole("alert", {}, { timeout: 8000 });
    expect(notice.textContent).toBe("Error getting transaction statusYour balance should update soon.");
    expect(owedOf()).toBe(0);
  }, 40_000);

  // One render for every refusal of the field (one page state, five inputs): each input typed over the last, with
  // its own message beside the field and nothing sent. No two consecutive inputs share a message, so a message left
  // over from the input before cannot pass for the next one's.
  it("PAY-04: each bad custom amount (0, 0.50, 0.999, 20000, lots) shows its message beside the field and sends nothing (/link/custom-amount)", async () => {
    const app = await openPayBill("/link/custom-amount");
    expect(screen.getByRole("radio", { name: "Another amount" })).toHaveProperty("checked", true);
    const field = () => screen.getByRole("textbox", { name: "Amount" });
    for (const [amount, text] of [
      ["0", "Please enter an amount"],
      ["0.50", "The minimum payment is $1.00"],
      ["0.999", "Amounts have at most two decimals"],
      ["20000", "The maximum payment is $10,000.00"],
      ["lots", "Amount format is invalid"],
    ] as const) {
      await app.user.clear(field());
      await app.user.type(field(), amount);
      await app.user.click(screen.getByRole("button", { name: "Pay now" }));
      expect(field().getAttribute("aria-invalid"), amount).toBe("true");
      const described = (field().getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
      expect(described, amount).toContain(text);
      expect(intents(), amount).toEqual([]);
    }
  }, 60_000);

  it("PAY-04: a declined card shows the spec's message and keeps the amount chosen; paying again goes through", async () => {
    const owed = owedOf();
    const app = await openPayBill("/link/custom-amount");
    await app.user.click(screen.getByRole("radio", { name: `The full amount, ${dollars(owed)}` }));
    // The simulated card provider declines every payment (the lever of the payments control door).
    api().store.simulation.paymentFailureRate = 1;
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    expect((await screen.findByRole("alert", {}, { timeout: 10_000 })).textContent).toBe("Payment is failed");
    expect(screen.getByRole("radio", { name: `The full amount, ${dollars(owed)}` })).toHaveProperty(
      "checked",
      true,
    );
    expect(owedOf()).toBe(owed);
    api().store.simulation.paymentFailureRate = 0;
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    await screen.findByRole("region", { name: "Payment received" }, { timeout: 10_000 });
    expect(owedOf()).toBe(0);
  }, 40_000);

  it("PAY-04: a custom amount of $20 is paid, leaving the rest owed", async () => {
    const owed = owedOf();
    const app = await openPayBill("/link/custom-amount");
    await app.user.type(screen.getByRole("textbox", { name: "Amount" }), "20");
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    const done = await screen.findByRole("region", { name: "Payment received" }, { timeout: 10_000 });
    expect(within(done).getByText("$20.00")).toBeTruthy();
    expect(owedOf()).toBe(owed - 2000);
  }, 30_000);

  it("PAY-04: fibre@ (no mobile product) pays $20 of its monthly bill from the broadband balance", async () => {
    const fibre = accountOf(api(), "fibre@waea.test");
    const owed = () =>
      (api().store.world.billing.invoices[fibre] ?? [])
        .filter((invoice) => invoice.Status === "DUE" || invoice.Status === "OVERDUE")
        .reduce((sum, invoice) => sum + invoice.RemainingAmountCents, 0);
    const before = owed();
    const storage = await returningVisitor(api(), "fibre@waea.test");
    const app = await renderApp(api(), "/profile/broadband/balance/pay-bill", { storage });
    await screen.findByRole("region", { name: "Make a payment" });
    await app.user.click(screen.getByRole("radio", { name: "Another amount" }));
    await app.user.type(screen.getByRole("textbox", { name: "Amount" }), "20");
    await app.user.click(screen.getByRole("button", { name: "Pay now" }));
    const done = await screen.findByRole("region", { name: "Payment received" }, { timeout: 10_000 });
    expect(within(done).getByText("$20.00")).toBeTruthy();
    expect(owed()).toBe(before - 2000);
  }, 30_000);
});
