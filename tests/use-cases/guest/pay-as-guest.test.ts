import * as Effect from "effect/Effect";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "@waea/domain/config";
import {
  checkGuestPurchase,
  payAsGuest,
  type GuestPayment,
  type GuestTarget,
  type PayAsGuestInput,
} from "@waea/domain/guest";
import { GuestApi } from "@waea/domain/guest/api";
import { IntentKey, type EnteredCard } from "@waea/domain/ports";
import { DEMO_VOUCHERS } from "@waea/fake-api/in-process";
import { withFakeApi, visitor, withTransport } from "../support/fake-api";
import { demoBill, demoNumber, prepayCents } from "./demo-targets";

const api = withFakeApi();

/** The guest's own card, typed into the card field on the page (a test card number). */
const GUEST_CARD: EnteredCard = { number: "5555 5555 5555 4444", expMonth: 12, expYear: 2099, cvc: "123" };

/** Both anonymous flows on, with a captcha key: they are off in production (GST-03). */
const settings = withSettings(productionSettings, {
  flags: { anonymousRecharge: true, anonymousPayBill: true },
  captchaKey: "site-key",
});
const recharge = (): GuestTarget => ({ kind: "recharge", msisdn: demoNumber(api(), "prepay@waea.test") });
const payBill = (): Extract<GuestTarget, { readonly kind: "pay_bill" }> => ({
  kind: "pay_bill",
  lookupId: demoBill(api(), "postpay@waea.test"),
});
const input = (target: GuestTarget, payment: GuestPayment): PayAsGuestInput => ({
  settings,
  target,
  captchaToken: "captcha-ok",
  payment,
});

describe("recharge with a voucher (GST-01)", () => {
  it("GST-01: a voucher credits the number's balance once", async () => {
    const guest = visitor(api());
    const [voucher] = DEMO_VOUCHERS.redeemable;
    const before = prepayCents(api(), "prepay@waea.test");
    expect(
      await guest.run(payAsGuest(input(recharge(), { method: "voucher", code: ` ${voucher.code} ` }))),
    ).toEqual({
      _tag: "VoucherRedeemed",
      creditCents: voucher.cents,
    });
    expect(prepayCents(api(), "prepay@waea.test")).toBe(before + voucher.cents);
  });

  it("GST-01: a voucher already used or unknown to the operator is 'Redemption Error', as spec 02 §8 says", async () => {
    const guest = visitor(api());
    const redeem = (code: string) =>
      guest.attempt(payAsGuest(input(recharge(), { method: "voucher", code })));
    const [voucher] = DEMO_VOUCHERS.redeemable;
    await redeem(voucher.code);
    for (const code of [voucher.code, DEMO_VOUCHERS.used.code, "6700000000999"])
      expect(await redeem(code)).toMatchObject({
        left: {
          _tag: "GuestFailed",
          step: "pay",
          messageKey: "payments.redemption_error",
          cause: { _tag: "ApiFailure", status: 400, message: "Redemption Error" },
        },
      });
  });

  it("GST-01: a blank voucher code is 'No Voucher Code' before any call", async () => {
    const guest = withTransport(api(), visitor(api()).storage, () => {
      throw new Error("no call expected");
    });
    expect(
      await guest.attempt(payAsGuest(input(recharge(), { method: "voucher", code: " " }))),
    ).toMatchObject({
      left: { step: "pay", messageKey: "payments.no_voucher_code" },
    });
  });
});

describe("recharge and pay-bill by card (GST-01, GST-02)", () => {
  it("GST-01: recharges by card: confirms the payment with the card provider and checks the purchase", async () => {
    const guest = visitor(api());
    const before = prepayCents(api(), "prepay@waea.test");
    expect(
      await guest.run(payAsGuest(input(recharge(), { method: "card", amountCents: 1000, card: GUEST_CARD }))),
    ).toMatchObject({
      _tag: "CardPaid",
      outcome: "succeeded",
    });
    expect(prepayCents(api(), "prepay@waea.test")).toBe(before + 1000);
  });

  it("GST-02: pays a bill by account number; its purchase is pending until the card is confirmed", async () => {
    const guest = visitor(api());
    expect(
      await guest.run(payAsGuest(input(payBill(), { method: "card", amountCents: 4550, card: GUEST_CARD }))),
    ).toMatchObject({
      outcome: "succeeded",
    });
    // The shell asks again while a purchase is pending: an order whose card payment is not confirmed yet.
    const target = payBill();
    const order = await guest.run(
      Effect.flatMap(GuestApi, (port) =>
        Effect.flatMap(port.validate({ LookupID: target.lookupId, UserToken: "captcha-ok" }), (valid) =>
          port.payment(
            { Amount: 4550, LookupID: target.lookupId, ResponseToken: valid.ResponseToken ?? "" },
            IntentKey.make("guest-pending-order"),
          ),
        ),
      ),
    );
    expect(await guest.run(checkGuestPurchase({ target, orderId: order?.OrderID ?? "" }))).toBe("pending");
    expect(
      await guest.attempt(checkGuestPurchase({ target: recharge(), orderId: order?.OrderID ?? "" })),
    ).toMatchObject({ left: { step: "check_status", messageKey: "errors.server_message" } });
  });

  it("GST-01: a card the provider declines is a card payment failure carrying the client secret", async () => {
    api().store.simulation.paymentFailureRate = 1;
    const outcome = await visitor(api()).attempt(
      payAsGuest(input(recharge(), { method: "card", amountCents: 1000, card: GUEST_CARD })),
    );
    expect(outcome).toMatchObject({
      left: {
        step: "pay",
        messageKey: "guest.card_payment_failed",
        cause: { clientSecret: expect.any(String) },
      },
    });
  });

  it("GST-01: an amount the operator refuses is shown with its message", async () => {
    expect(
      await visitor(api()).attempt(
        payAsGuest(input(recharge(), { method: "card", amountCents: 50, card: GUEST_CARD })),
      ),
    ).toMatchObject({
      left: {
        step: "pay",
        messageKey: "errors.server_message",
        cause: { message: "Top-up amount must be larger than $0.99 NZD" },
      },
    });
  });

  it("GST-01: says No Data when the payment or the purchase reply has no body", async () => {
    const empty = (path: string) =>
      withTransport(api(), visitor(api()).storage, (url) =>
        url.includes(path) ? new Response(null, { status: 200 }) : undefined,
      );
    const card = input(recharge(), { method: "card", amountCents: 1000, card: GUEST_CARD });
    expect(await empty("/guest/topup").attempt(payAsGuest(card))).toMatchObject({
      left: { step: "pay", messageKey: "guest.no_data" },
    });
    expect(await empty("/guest/purchases").attempt(payAsGuest(card))).toMatchObject({
      left: { step: "check_status", messageKey: "guest.no_data" },
    });
  });
});

describe("who may pay as a guest (GST-03)", () => {
  it("GST-03: a number the operator does not know is not valid, with the validation reply", async () => {
    const target: GuestTarget = { kind: "recharge", msisdn: "0219999999" };
    expect(
      await visitor(api()).attempt(
        payAsGuest(input(target, { method: "card", amountCents: 1000, card: GUEST_CARD })),
      ),
    ).toMatchObject({ left: { _tag: "GuestNotValid", target, reply: { Valid: false } } });
  });

  it("GST-03: refused while off, and without a captcha", async () => {
    const guest = visitor(api());
    const voucher = input(recharge(), { method: "voucher", code: DEMO_VOUCHERS.redeemable[0].code });
    expect(await guest.attempt(payAsGuest({ ...voucher, settings: productionSettings }))).toMatchObject({
      left: { step: "validate", messageKey: "guest.not_available" },
    });
    expect(await guest.attempt(payAsGuest({ ...voucher, captchaToken: " " }))).toMatchObject({
      left: { step: "validate", messageKey: "guest.captcha_required" },
    });
  });
});

describe("the guest's own card, never the number owner's (GST-01, issue #11)", () => {
  it("GST-01: pays with the card entered on the page; the owner's stored cards stay as they were", async () => {
    const world = api().store.world;
    const owner = Object.values(world.core.logins).find((login) => login.AuthID === "prepay@waea.test")
      ?.CustomerUUIDs[0];
    const cards = world.payments.methods[owner ?? ""];
    expect(cards?.length).toBeGreaterThan(0);
    const result = await visitor(api()).run(
      payAsGuest(input(recharge(), { method: "card", amountCents: 1000, card: GUEST_CARD })),
    );
    expect(result).toMatchObject({ _tag: "CardPaid", outcome: "succeeded" });
    expect(api().store.world.payments.methods[owner ?? ""]).toEqual(cards);
    const paid = Object.values(api().store.world.payments.paymentIntents).filter(
      (intent) => intent.Guest === true && intent.Status === "succeeded",
    );
    expect(paid.map((intent) => intent.PaymentMethodUUID)).toEqual([expect.stringMatching(/^entered-card:/)]);
  });

  it("GST-01: a card the provider cannot take (expired) is a card payment failure; nothing is credited", async () => {
    const before = prepayCents(api(), "prepay@waea.test");
    const expired = { ...GUEST_CARD, expYear: 2001 };
    expect(
      await visitor(api()).attempt(
        payAsGuest(input(recharge(), { method: "card", amountCents: 1000, card: expired })),
      ),
    ).toMatchObject({
      left: {
        step: "pay",
        messageKey: "guest.card_payment_failed",
        cause: { clientSecret: expect.any(String) },
      },
    });
    expect(prepayCents(api(), "prepay@waea.test")).toBe(before);
  });
});
