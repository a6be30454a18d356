import { describe, expect, it } from "vitest";
import { coreLabels } from "../world/core-labels";
import { uuidFor } from "../world/prng";
import { useTestApi } from "./session-test-support";

const api = useTestApi();

/** A test card typed into the card field on the page. */
const ENTERED_CARD = {
  type: "card",
  card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2099, cvc: "123" },
} as const;

const setup = async () => {
  const app = api();
  const world = app.store.world;
  const prepay = world.core.products[uuidFor(67, coreLabels.product("prepay", 0, 0))];
  const postpay = world.core.customers[uuidFor(67, coreLabels.customer("postpay", 0))];
  const msisdn = prepay?.MSISDN ?? "";
  const post = (url: string, payload: object) => app.call({ method: "POST", url: `/api${url}`, payload });
  const get = (url: string) => app.call({ method: "GET", url: `/api${url}` });
  const validate = async (lookup: object) =>
    (await post("/guest/validate", { ...lookup, UserToken: "captcha" })).json().ResponseToken as string;
  return { ...app, prepay, postpay, msisdn, post, get, validate };
};

describe("guest validation (GST-01..03)", () => {
  it("accepts an active prepay number or a postpay account or invoice, and nothing else", async () => {
    const { post, msisdn, postpay, store } = await setup();
    const valid = (await post("/guest/validate", { MSISDN: `+${msisdn}`, UserToken: "c" })).json();
    expect(valid).toEqual({ Valid: true, ResponseToken: expect.any(String) });
    const before = store.digest();
    const invoice = store.world.billing.invoices[postpay?.UUID ?? ""]?.[0]?.Number ?? "";
    for (const lookup of [
      { MSISDN: "0219999999" },
      { LookupID: "INV-0" },
      { LookupID: "12345" },
      {},
      { MSISDN: `+${msisdn}`, LookupID: postpay?.AccountNumber },
    ])
      expect((await post("/guest/validate", { ...lookup, UserToken: "c" })).json()).toEqual({ Valid: false });
    const captcha = await post("/guest/validate", { MSISDN: msisdn, UserToken: " " });
    expect([captcha.status, captcha.json().err_message]).toEqual([
      400,
      "Please confirm you are not a robot.",
    ]);
    expect(store.digest()).toBe(before);
    expect(
      (await post("/guest/validate", { LookupID: invoice.toLowerCase(), UserToken: "c" })).json().Valid,
    ).toBe(true);
    expect(
      (await post("/guest/validate", { LookupID: postpay?.AccountNumber, UserToken: "c" })).json().Valid,
    ).toBe(true);
  });
});

describe("guest purchases", () => {
  it("redeems a voucher once, crediting the number's balance and extending its expiry as a signed-in redemption does", async () => {
    const { post, msisdn, prepay, store, validate } = await setup();
    const token = await validate({ MSISDN: msisdn });
    const balance = store.world.payments.prepay[prepay?.UUID ?? ""]?.MainBalCreditCents ?? 0;
    const expiresBefore = store.world.payments.prepay[prepay?.UUID ?? ""]?.CurrencyCreditExpiresAtNanos ?? 0;
    const code = Object.entries(store.world.payments.vouchers).find(
      ([, v]) => v.RedeemedBy === undefined,
    )?.[0];
    const redeemed = await post("/guest/redeem", { Code: code, MSISDN: msisdn, ResponseToken: token });
    const credit = redeemed.json().Attributes.CreditCents as number;
    expect(store.world.payments.prepay[prepay?.UUID ?? ""]?.MainBalCreditCents).toBe(balance + credit);
    expect(store.world.payments.prepay[prepay?.UUID ?? ""]?.CurrencyCreditExpiresAtNanos).toBeGreaterThan(
      expiresBefore,
    );
    const again = await post("/guest/redeem", { Code: code, MSISDN: msisdn, ResponseToken: token });
    expect([again.status, again.json().err_message]).toEqual([400, "Redemption Error"]);
    expect((await post("/guest/redeem", { Code: "123", ResponseToken: token })).json().err_message).toBe(
      "Please enter a valid voucher code",
    );
    expect((await post("/guest/redeem", { Code: code, ResponseToken: "forged" })).status).toBe(400);
  });

  it("tops up by card: PENDING until the provider confirms the ClientSecret, then COMPLETED", async () => {
    const { post, get, msisdn, validate, prepay, store } = await setup();
    const token = await validate({ MSISDN: msisdn });
    expect(
      (await post("/guest/topup", { Amount: 50, MSISDN: msisdn, ResponseToken: token })).json().err_message,
    ).toBe("Top-up amount must be larger than $0.99 NZD");
    const order = (await post("/guest/topup", { Amount: 2000, MSISDN: msisdn, ResponseToken: token })).json();
    const status = async () =>
      (await get(`/guest/purchases?OrderID=${order.OrderID}&MSISDN=${msisdn}`)).json();
    expect(await status()).toEqual({ Status: "PENDING" });
    const balance = store.world.payments.prepay[prepay?.UUID ?? ""]?.MainBalCreditCents ?? 0;
    const confirmed = await post("/payment-provider/v1/payment_intents/confirm", {
      client_secret: order.ClientSecret,
      payment_method_data: ENTERED_CARD,
    });
    expect(confirmed.json().status).toBe("succeeded");
    expect(await status()).toEqual({ Status: "COMPLETED" });
    expect(store.world.payments.prepay[prepay?.UUID ?? ""]?.MainBalCreditCents).toBe(balance + 2000);
    expect((await get(`/guest/purchases?OrderID=${order.OrderID}&MSISDN=0219999999`)).status).toBe(404);
  });

  it("pays a bill by account number; a number's token cannot pay a bill", async () => {
    const { post, get, postpay, msisdn, validate } = await setup();
    const lookup = postpay?.AccountNumber ?? "";
    const token = await validate({ LookupID: lookup });
    const paid = (
      await post("/guest/payment", { Amount: 4550, LookupID: lookup, ResponseToken: token })
    ).json();
    expect(paid).toEqual({ ClientSecret: expect.stringMatching(/^pi_/), OrderID: expect.any(String) });
    expect((await get(`/guest/purchases?OrderID=${paid.OrderID}&LookupID=${lookup}`)).json().Status).toBe(
      "PENDING",
    );
    const numberToken = await validate({ MSISDN: msisdn });
    expect(
      (await post("/guest/payment", { Amount: 100, LookupID: lookup, ResponseToken: numberToken })).status,
    ).toBe(400);
    expect((await post("/guest/payment", { Amount: 0, LookupID: lookup, ResponseToken: token })).status).toBe(
      400,
    );
    // A guest's bill payment keeps the pay-bill limits of a signed-in one: $1.00 to $10,000.00.
    const refused = async (Amount: number) =>
      (await post("/guest/payment", { Amount, LookupID: lookup, ResponseToken: token })).json().err_message;
    expect(await refused(99)).toBe("The minimum payment is $1.00");
    expect(await refused(1_000_001)).toBe("The maximum payment is $10,000.00");
  });
});

describe("a guest pays a fibre-only account's bill (GST-02; issue #14)", () => {
  it("GST-02: fibre@'s account or invoice number validates, and the card entered on the page pays its bill", async () => {
    const { post, get, validate, store } = await setup();
    const fibre = store.world.core.customers[uuidFor(67, coreLabels.customer("fibre", 0))];
    const uuid = fibre?.UUID ?? "";
    expect(Object.values(store.world.core.products).some((product) => product.CustomerUUID === uuid)).toBe(
      false,
    );
    const invoice = store.world.billing.invoices[uuid]?.find((item) => item.RemainingAmountCents > 0);
    expect(invoice).toBeDefined();
    expect(await validate({ LookupID: invoice?.Number })).toEqual(expect.any(String));
    const lookup = fibre?.AccountNumber ?? "";
    const token = await validate({ LookupID: lookup });
    const receipts = store.world.billing.receipts[uuid]?.length ?? 0;
    const order = (
      await post("/guest/payment", { Amount: 1000, LookupID: lookup, ResponseToken: token })
    ).json();
    expect(order).toEqual({ ClientSecret: expect.stringMatching(/^pi_/), OrderID: expect.any(String) });
    const confirmed = await post("/payment-provider/v1/payment_intents/confirm", {
      client_secret: order.ClientSecret,
      payment_method_data: ENTERED_CARD,
    });
    expect(confirmed.json().status).toBe("succeeded");
    expect((await get(`/guest/purchases?OrderID=${order.OrderID}&LookupID=${lookup}`)).json().Status).toBe(
      "COMPLETED",
    );
    expect(store.world.billing.receipts[uuid]?.length).toBe(receipts + 1);
    expect(store.world.billing.receipts[uuid]?.[0]).toMatchObject({
      AmountCents: 1000,
      PaymentMethod: "Visa 4242",
    });
  });
});

describe("a guest pays with their own card, entered on the page (GST-01, GST-02; issue #11)", () => {
  it("GST-01: the number owner's stored card, their default, or a bad card is refused and nothing is charged", async () => {
    const { post, msisdn, validate, prepay, store } = await setup();
    const token = await validate({ MSISDN: msisdn });
    const order = (await post("/guest/topup", { Amount: 2000, MSISDN: msisdn, ResponseToken: token })).json();
    const owner = prepay?.CustomerUUID ?? "";
    const stored = store.world.payments.methods[owner]?.[0];
    expect(stored).toBeDefined();
    const before = store.digest();
    const confirm = (body: object) =>
      post("/payment-provider/v1/payment_intents/confirm", { client_secret: order.ClientSecret, ...body });
    const refusals = [
      { body: {}, message: "A guest pays with a card entered on the page" },
      { body: { payment_method: stored?.UUID }, message: "A guest pays with a card entered on the page" },
      { body: { payment_method: stored?.Token }, message: "A guest pays with a card entered on the page" },
      {
        body: { payment_method: stored?.Token, payment_method_data: ENTERED_CARD },
        message: "A guest pays with a card entered on the page",
      },
      {
        body: {
          payment_method_data: {
            ...ENTERED_CARD,
            card: { ...ENTERED_CARD.card, number: "4242424242424241" },
          },
        },
        message: "incorrect_number",
      },
      {
        body: { payment_method_data: { ...ENTERED_CARD, card: { ...ENTERED_CARD.card, exp_year: 2001 } } },
        message: "expired_card",
      },
    ];
    for (const { body, message } of refusals) {
      const refused = await confirm(body);
      expect(refused.status).toBe(400);
      expect(refused.json().err_message).toContain(message);
    }
    expect(store.digest()).toBe(before);
    expect(store.world.payments.paymentIntents[order.ClientSecret]?.Status).toBe("requires_confirmation");
  });

  it("GST-01: the card entered on the page pays; it is not stored on the owner's account", async () => {
    const { post, msisdn, validate, prepay, store } = await setup();
    const token = await validate({ MSISDN: msisdn });
    const order = (await post("/guest/topup", { Amount: 2000, MSISDN: msisdn, ResponseToken: token })).json();
    const owner = prepay?.CustomerUUID ?? "";
    const cards = store.world.payments.methods[owner];
    const paid = await post("/payment-provider/v1/payment_intents/confirm", {
      client_secret: order.ClientSecret,
      payment_method_data: ENTERED_CARD,
    });
    expect(paid.json()).toMatchObject({ status: "succeeded", amount: 2000 });
    expect(store.world.payments.methods[owner]).toEqual(cards);
    expect(store.world.payments.paymentIntents[order.ClientSecret]?.PaymentMethodUUID).not.toBe(
      cards?.[0]?.UUID,
    );
  });

  it("card details are for a guest's payment only: a signed-in payment's confirmation refuses them", async () => {
    const { signIn, call, store } = api();
    const auth = await signIn("prepay@waea.test");
    const customer = auth.AuthResponse?.CustomerUUID ?? "";
    const product = Object.values(store.world.core.products).find((item) => item.CustomerUUID === customer);
    const topup = await call(
      { method: "GET", url: `/api/customer/${customer}/topup/${product?.UUID ?? ""}/2000` },
      auth.JWT,
    );
    const secret = (topup.json() as { ClientSecret?: string }).ClientSecret ?? "";
    expect(secret).toMatch(/^pi_/);
    const refused = await call({
      method: "POST",
      url: "/api/payment-provider/v1/payment_intents/confirm",
      payload: { client_secret: secret, payment_method_data: ENTERED_CARD },
    });
    expect(refused.status).toBe(400);
  });
});
