import * as Effect from "effect/Effect";
import * as Layer from "effect/Layer";
import { describe, expect, it } from "vitest";
import { productionSettings, withSettings } from "../../config";
import { Payments, makeMemoryPayments } from "../../ports";
import { GuestApi } from "../guest-api";
import { makeMemoryGuestApi, type MemoryGuestSeed } from "../guest-api-memory";
import { checkGuestPurchase, payAsGuest, type PayAsGuestInput } from "./pay-as-guest";

const settings = withSettings(productionSettings, {
  flags: { anonymousRecharge: true, anonymousPayBill: true },
  captchaKey: "site-key",
});
const setup = (seed: MemoryGuestSeed = {}, failing: ReadonlySet<string> = new Set()) => {
  const api = makeMemoryGuestApi({
    numbers: ["6421000001"],
    lookupIds: ["INV-100", "ACC-7"],
    vouchers: { "1234567890123": 2000 },
    ...seed,
  });
  const payments = makeMemoryPayments(failing);
  const layer = Layer.merge(Layer.succeed(GuestApi, api), Layer.succeed(Payments, payments));
  const run = <A, E>(effect: Effect.Effect<A, E, GuestApi | Payments>) =>
    Effect.runSync(Effect.either(Effect.provide(effect, layer)));
  return { api, payments, run };
};
const recharge = (payment: PayAsGuestInput["payment"]): PayAsGuestInput => ({
  settings,
  target: { kind: "recharge", msisdn: "6421000001" },
  captchaToken: "captcha-ok",
  payment,
});

describe("payAsGuest", () => {
  it("recharges with a voucher", () => {
    const { run } = setup();
    expect(run(payAsGuest(recharge({ method: "voucher", code: "1234567890123" })))).toMatchObject({
      right: { _tag: "VoucherRedeemed", creditCents: 2000 },
    });
    expect(run(payAsGuest(recharge({ method: "voucher", code: "1234567890123" })))).toMatchObject({
      left: { _tag: "GuestFailed", step: "pay", messageKey: "errors.server_message" },
    });
  });
  it("recharges by card: confirms the payment and checks the purchase", () => {
    const { run, payments, api } = setup();
    expect(run(payAsGuest(recharge({ method: "card", amountCents: 1000 })))).toMatchObject({
      right: { _tag: "CardPaid", orderId: "order-1", outcome: "succeeded" },
    });
    expect(payments.confirmed).toEqual(["pi_guest_1_secret"]);
    expect(api.orders[0]).toMatchObject({ MSISDN: "6421000001", Amount: 1000 });
  });
  it("pays a bill by invoice number", () => {
    const { run } = setup({ orderStatus: "PENDING" });
    expect(
      run(
        payAsGuest({
          ...recharge({ method: "card", amountCents: 4550 }),
          target: { kind: "pay_bill", lookupId: "INV-100" },
        }),
      ),
    ).toMatchObject({ right: { outcome: "pending" } });
    expect(
      run(checkGuestPurchase({ target: { kind: "pay_bill", lookupId: "INV-100" }, orderId: "order-1" })),
    ).toMatchObject({
      right: "pending",
    });
    expect(
      run(checkGuestPurchase({ target: { kind: "pay_bill", lookupId: "ACC-7" }, orderId: "order-1" })),
    ).toMatchObject({
      left: { step: "check_status" },
    });
  });
  it("says No Data when the payment reply has no body", () => {
    const { run } = setup({ emptyBodies: true });
    expect(run(payAsGuest(recharge({ method: "card", amountCents: 1000 })))).toMatchObject({
      left: { step: "pay", messageKey: "guest.no_data" },
    });
  });
  it("says No Data when the purchase reply has no body", () => {
    const api = { ...makeMemoryGuestApi(), purchases: () => Effect.succeed(null) };
    const check = checkGuestPurchase({ target: { kind: "recharge", msisdn: "6421" }, orderId: "order-9" });
    expect(Effect.runSync(Effect.either(Effect.provideService(check, GuestApi, api)))).toMatchObject({
      left: { step: "check_status", messageKey: "guest.no_data" },
    });
  });
  it("passes a failed card confirmation on", () => {
    const { run } = setup({}, new Set(["pi_guest_1_secret"]));
    expect(run(payAsGuest(recharge({ method: "card", amountCents: 1000 })))).toMatchObject({
      left: {
        step: "pay",
        messageKey: "guest.card_payment_failed",
        cause: { clientSecret: "pi_guest_1_secret" },
      },
    });
  });
  it("refuses bad amounts through the API", () => {
    const { run } = setup();
    expect(run(payAsGuest(recharge({ method: "card", amountCents: 0 })))).toMatchObject({
      left: { step: "pay", messageKey: "errors.server_message" },
    });
  });
  it("names the validation step when the number is not valid", () => {
    const { run } = setup();
    const out = run(
      payAsGuest({
        ...recharge({ method: "voucher", code: "1" }),
        target: { kind: "recharge", msisdn: "640" },
      }),
    );
    expect(out).toMatchObject({ left: { _tag: "GuestNotValid", reply: { Valid: false } } });
  });
  it("is refused when off, without a captcha, or when the captcha is refused", () => {
    const { run } = setup();
    expect(
      run(payAsGuest({ ...recharge({ method: "voucher", code: "1" }), settings: productionSettings })),
    ).toMatchObject({
      left: { step: "validate", messageKey: "guest.not_available" },
    });
    expect(
      run(payAsGuest({ ...recharge({ method: "voucher", code: "1" }), captchaToken: " " })),
    ).toMatchObject({
      left: { messageKey: "guest.captcha_required" },
    });
  });
});

describe("in-memory guest API", () => {
  it("refuses unknown tokens and mismatched targets", () => {
    const api = makeMemoryGuestApi({ numbers: ["6421"], lookupIds: ["A1"] });
    const run = <A, E>(e: Effect.Effect<A, E>) => Effect.runSync(Effect.either(e));
    expect(run(api.validate({ UserToken: "" }))).toMatchObject({ left: { status: 400 } });
    expect(run(api.validate({ UserToken: "c" }))).toMatchObject({ right: { Valid: false } });
    expect(run(api.redeem({ Code: "1", ResponseToken: "nope" }))).toMatchObject({ left: { status: 400 } });
    const token = run(api.validate({ MSISDN: "6421", UserToken: "c" }));
    expect(token).toMatchObject({ right: { Valid: true, ResponseToken: "rt-1" } });
    expect(run(api.topup({ Amount: 100, MSISDN: "9999", ResponseToken: "rt-1" }))).toMatchObject({
      left: { status: 400 },
    });
    expect(run(api.payment({ Amount: 100, LookupID: "A1", ResponseToken: "rt-1" }))).toMatchObject({
      left: { status: 400 },
    });
    run(api.validate({ LookupID: "A1", UserToken: "c" }));
    expect(run(api.payment({ Amount: 100, LookupID: "A1", ResponseToken: "rt-2" }))).toMatchObject({
      right: { OrderID: "order-1" },
    });
    expect(run(api.purchases({ OrderID: "order-1", MSISDN: "6421" }))).toMatchObject({
      left: { status: 404 },
    });
  });
});
