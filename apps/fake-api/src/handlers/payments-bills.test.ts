import { afterEach, describe, expect, it, vi } from "vitest";
import { outstandingCents, type Invoice, type PostpayAccount } from "@waea/domain/billing";
import { DEMO_PROMO_CODES } from "../world/payments-extras-seed";
import { demoIds, signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (key = "postpay") => {
  const t = await signedIn(api(), key);
  const invoices = () => t.store.world.billing.invoices[t.ids.customer] ?? [];
  const account = async () => (await t.ok("GET", `/customer/${t.ids.customer}/account`)) as PostpayAccount;
  const card = (t.store.world.payments.methods[t.ids.customer] ?? [])[0]?.UUID ?? "";
  const pay = (AmountCents: number, PaymentMethodType = "cards", PaymentMethodID = card) =>
    ({ AmountCents, PaymentMethodType, PaymentMethodID, ProductInstanceUUID: t.ids.product }) as const;
  return { ...t, invoices, account, card, pay };
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the postpay account (PAY-10)", () => {
  it("owes what DUE and OVERDUE invoices still owe, with the current and next billing cycles", async () => {
    const t = await setup();
    const account = await t.account();
    expect(account.Balance).toBe(outstandingCents(t.invoices()));
    expect(account.Balance).toBeGreaterThan(0);
    const open = t.invoices().find((invoice) => invoice.Status === "OPEN");
    expect(account.CurrentBillingCycle).toEqual({ From: open?.PeriodFromNanos, Upto: open?.PeriodUptoNanos });
    expect(account.NextBillingCycle?.From).toBe(open?.PeriodUptoNanos);
    const product = await t.ok("POST", "/postpay/balance", {
      CustomerUUID: t.ids.customer,
      UUID: t.ids.product,
    });
    expect(product).toEqual({ UUID: t.ids.product, Balance: { Value: account.Balance }, Account: account });
    expect((await t.refused("GET", `/customer/${demoIds("prepay").customer}/account`)).status).toBe(403);
  });

  it("has no account for a prepay customer", async () => {
    const t = await setup("prepay");
    expect(await t.refused("GET", `/customer/${t.ids.customer}/account`)).toEqual({
      status: 404,
      message: "No postpay product",
    });
  });
});

describe("paying a bill (PAY-04)", () => {
  it("by card: a ClientSecret, then the provider's confirmation pays the oldest bills and records it", async () => {
    const t = await setup();
    const owed = (await t.account()).Balance ?? 0;
    const reply = await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(owed));
    expect(reply).toEqual({ Status: "requires_confirmation", ClientSecret: expect.stringMatching(/^pi_/) });
    expect((await t.account()).Balance).toBe(owed);
    const confirmed = await t.confirm("payment", reply.ClientSecret);
    expect(confirmed.body).toMatchObject({ status: "succeeded", amount: owed, currency: "nzd" });
    expect((await t.account()).Balance).toBe(0);
    expect(
      t.invoices().filter((invoice: Invoice) => invoice.Status === "DUE" || invoice.Status === "OVERDUE"),
    ).toEqual([]);
    const history = await t.ok("GET", `/customer/${t.ids.customer}/payment-history?PageNumber=1&PageSize=14`);
    expect(history.Transactions[0]).toMatchObject({
      Status: "COMPLETED",
      AmountCents: owed,
      CardLast4: "4242",
    });
    const receipts = await t.ok("GET", `/customer/${t.ids.customer}/receipt`);
    // Named as the seeded receipts name the card: "Visa 4242" everywhere.
    expect(receipts.Receipts[0]).toMatchObject({ AmountCents: owed, PaymentMethod: "Visa 4242" });
    expect(
      new Set(receipts.Receipts.map((receipt: { PaymentMethod: string }) => receipt.PaymentMethod)),
    ).toEqual(new Set(["Visa 4242"]));
  });

  it("applies what is paid beyond the bill to the open invoice, and keeps only the rest as credit", async () => {
    const t = await setup();
    const owed = (await t.account()).Balance ?? 0;
    const open = t.invoices().find((invoice: Invoice) => invoice.Status === "OPEN");
    const openCents = open?.RemainingAmountCents ?? 0;
    expect(openCents).toBeGreaterThan(1000);
    const { ClientSecret } = await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(owed + 1000));
    await t.confirm("payment", ClientSecret);
    expect((await t.account()).Balance).toBe(0);
    expect(t.invoices().find((invoice: Invoice) => invoice.Number === open?.Number)).toMatchObject({
      Status: "OPEN",
      RemainingAmountCents: openCents - 1000,
    });

    const more = await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(openCents));
    await t.confirm("payment", more.ClientSecret);
    expect((await t.account()).Balance).toBe(-1000);
    expect(t.invoices().find((invoice: Invoice) => invoice.Number === open?.Number)).toMatchObject({
      Status: "PAID",
      RemainingAmountCents: 0,
    });
  });

  it("credit on the account pays the OPEN invoice: covered in full it is PAID and keeps the current cycle (issue #14)", async () => {
    const t = await setup();
    const owed = (await t.account()).Balance ?? 0;
    const open = t.invoices().find((invoice: Invoice) => invoice.Status === "OPEN");
    const openCents = open?.RemainingAmountCents ?? 0;
    const cycle = (await t.account()).CurrentBillingCycle;
    const { ClientSecret } = await t.ok(
      "POST",
      `/customer/${t.ids.customer}/payment`,
      t.pay(owed + openCents - 500),
    );
    await t.confirm("payment", ClientSecret);
    expect(t.invoices().find((invoice: Invoice) => invoice.Number === open?.Number)).toMatchObject({
      Status: "OPEN",
      RemainingAmountCents: 500,
    });
    // A $5.00 promo code: credit on a postpay account, which now pays the rest of the OPEN invoice.
    await t.ok("POST", `/api/customers/v1/${t.ids.customer}/promocode`, { Code: DEMO_PROMO_CODES.valid });
    expect(t.invoices().find((invoice: Invoice) => invoice.Number === open?.Number)).toMatchObject({
      Status: "PAID",
      RemainingAmountCents: 0,
    });
    expect(t.store.world.payments.postpayCredit[t.ids.customer]).toBe(0);
    const account = await t.account();
    expect([account.Balance, account.CurrentBillingCycle]).toEqual([0, cycle]);
  });

  it("a declined payment leaves the bill unpaid, records FAILED and answers the same again", async () => {
    const t = await setup();
    t.store.simulation.paymentFailureRate = 1;
    const owed = (await t.account()).Balance ?? 0;
    const { ClientSecret } = await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(owed));
    const declined = await t.confirm("payment", ClientSecret);
    expect(declined.body).toMatchObject({
      status: "requires_payment_method",
      last_payment_error: { code: "payment_is_failed", message: "Payment is failed" },
    });
    expect((await t.account()).Balance).toBe(owed);
    expect(t.store.world.payments.history[t.ids.customer]?.[0]).toMatchObject({
      Status: "FAILED",
      AmountCents: owed,
    });
    const digest = t.store.digest();
    expect((await t.confirm("payment", ClientSecret)).body).toEqual(declined.body);
    expect(t.store.digest()).toBe(digest);
  });

  it("takes the simulated payment time before deciding", async () => {
    const t = await setup();
    t.store.simulation.paymentDelayMs = 2000;
    const { ClientSecret } = await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(1000));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    let settled = false;
    const confirming = t.confirm("payment", ClientSecret).then((result) => {
      settled = true;
      return result;
    });
    // The request reaches the handler (and its timer) after the body is read.
    while (vi.getTimerCount() === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await confirming).body.status).toBe("succeeded");
  });

  it("refuses bad amounts, cards and products, changing nothing", async () => {
    const t = await setup();
    const url = `/customer/${t.ids.customer}/payment`;
    expect(await t.refused("POST", url, t.pay(50))).toEqual({
      status: 400,
      message: "The minimum payment is $1.00",
    });
    expect((await t.refused("POST", url, t.pay(0))).message).toBe("Please enter an amount");
    expect((await t.refused("POST", url, t.pay(2_000_000))).status).toBe(400);
    expect(await t.refused("POST", url, t.pay(1000, "cards", "nope"))).toEqual({
      status: 404,
      message: "Card is not found",
    });
    expect((await t.refused("POST", url, t.pay(1000, "billing_route", "nope"))).status).toBe(404);
    expect((await t.refused("POST", url, { ...t.pay(1000), ProductInstanceUUID: "nope" })).message).toBe(
      "No postpay product",
    );
    const fwa = await setup("fwa");
    expect((await fwa.refused("POST", `/customer/${fwa.ids.customer}/payment`, fwa.pay(1000))).status).toBe(
      404,
    );
  });

  it("by bank transfer: recorded as pending, the bill stays as it is", async () => {
    const t = await setup();
    const owed = (await t.account()).Balance;
    expect(
      await t.ok("POST", `/customer/${t.ids.customer}/payment`, t.pay(1000, "bank_transfer", "ref")),
    ).toEqual({
      Status: "pending",
    });
    expect((await t.account()).Balance).toBe(owed);
    expect(t.store.world.payments.history[t.ids.customer]?.[0]?.Status).toBe("PENDING");
  });
});
