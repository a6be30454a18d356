import { describe, expect, it } from "vitest";
import type { PrepayProduct } from "@waea/domain/billing";
import { DAY_MILLIS } from "@waea/domain/calendar";
import { TOP_UP_EXTENSION_MILLIS } from "@waea/domain/payments";
import { nanosToMillis } from "@waea/domain/ports";
import { demoIds, signedIn } from "./payments-test-support";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

const setup = async (key = "prepay") => {
  const t = await signedIn(api(), key);
  const balance = async () =>
    (await t.ok(
      "GET",
      `/customers/${t.ids.customer}/products/mobile/prepay/${t.ids.product}/balance`,
    )) as PrepayProduct;
  const card = (t.store.world.payments.methods[t.ids.customer] ?? [])[0]?.UUID ?? "";
  const topUp = (Amount: number, PaymentMethodType = "cards", PaymentMethodID = card) => ({
    ProductInstanceUUID: t.ids.product,
    Amount,
    PaymentMethodType,
    PaymentMethodID,
  });
  return { ...t, balance, topUp };
};

const expiry = (product: PrepayProduct) => nanosToMillis(product.CurrencyCreditExpiresAtNanos ?? 0);

describe("the prepay balance (PAY-10)", () => {
  it("reads prepay@'s balance, its expiry and add-ons", async () => {
    const t = await setup();
    const product = await t.balance();
    expect(product).toMatchObject({ UUID: t.ids.product, MainBalCreditCents: 2350 });
    expect(product.AddOns?.map((addon) => addon.Name)).toEqual(["Kōrero 8GB", "Data 5GB"]);
    expect(expiry(product)).toBeGreaterThan(Date.parse("2026-11-21T10:00:00Z") + 59 * DAY_MILLIS);
    const postpay = demoIds("postpay");
    expect(
      (
        await t.refused(
          "GET",
          `/customers/${postpay.customer}/products/mobile/prepay/${postpay.product}/balance`,
        )
      ).status,
    ).toBe(403);
  });
});

describe("top-up (PAY-02; API-03: expiry a year ahead, not_enough_balance)", () => {
  it("by card: confirming the ClientSecret adds to the balance and extends its expiry by a year", async () => {
    const t = await setup();
    const before = await t.balance();
    const reply = await t.ok("POST", `/customer/${t.ids.customer}/topup`, t.topUp(2000));
    // The new balance is not known until the card provider confirms: the reply does not name one.
    expect(reply).toEqual({ Status: "requires_confirmation", ClientSecret: expect.stringMatching(/^pi_/) });
    expect((await t.confirm("payment", reply.ClientSecret)).body.status).toBe("succeeded");
    const after = await t.balance();
    expect(after.MainBalCreditCents).toBe(4350);
    expect(expiry(after)).toBe(expiry(before) + TOP_UP_EXTENSION_MILLIS);
  });

  it("through the top-up intent: a ClientSecret for the amount, confirmed with the default card", async () => {
    const t = await setup();
    const { ClientSecret } = await t.ok("GET", `/customer/${t.ids.customer}/topup/${t.ids.product}/1500`);
    const confirmed = await t.confirm("payment", ClientSecret);
    expect(confirmed.body).toMatchObject({ status: "succeeded", amount: 1500 });
    expect((await t.balance()).MainBalCreditCents).toBe(3850);
  });

  it("by billing route: credited at once (child@ is paid for by payer@)", async () => {
    const t = await setup("child");
    const route = Object.values(t.store.world.billingRoutes.routes).find(
      (candidate) => candidate.DebitAccount.UUID === t.ids.customer,
    );
    const reply = await t.ok(
      "POST",
      `/customer/${t.ids.customer}/topup`,
      t.topUp(1000, "billing_route", route?.UUID),
    );
    expect(reply).toEqual({ Status: "completed", MainBalCreditCents: 2200 });
    expect(
      (await t.refused("POST", `/customer/${t.ids.customer}/topup`, t.topUp(1000, "cards", ""))).message,
    ).toBe("No card");
  });

  it("refuses amounts outside $1.00 to $999.00, postpay products and expired cards", async () => {
    const t = await setup();
    const url = `/customer/${t.ids.customer}/topup`;
    expect((await t.refused("POST", url, t.topUp(99))).message).toBe(
      "The top-up amount must be larger than $0.99 NZD",
    );
    expect((await t.refused("POST", url, t.topUp(100_000))).status).toBe(400);
    expect((await t.refused("GET", `/customer/${t.ids.customer}/topup/${t.ids.product}/99`)).status).toBe(
      400,
    );
    const expired = (t.store.world.payments.methods[t.ids.customer] ?? [])[1]?.UUID;
    expect((await t.refused("POST", url, t.topUp(1000, "cards", expired))).message).toMatch(/has expired/);
    const postpay = await setup("postpay");
    expect(
      await postpay.refused("POST", `/customer/${postpay.ids.customer}/topup`, postpay.topUp(1000)),
    ).toEqual({
      status: 404,
      message: "No prepay product",
    });
  });
});
