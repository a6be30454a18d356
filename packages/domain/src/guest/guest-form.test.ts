import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { validateGuestForm, type GuestFormInput } from "./guest-form";

const NOW = Date.parse("2026-11-21T10:00:00Z");

const form = (changes: Partial<GuestFormInput>): GuestFormInput => ({
  kind: "recharge",
  target: "021 234 5678",
  method: "voucher",
  code: "6700000000012",
  amount: "",
  cardNumber: "",
  cardExpiry: "",
  cardCvc: "",
  captchaToken: "answer",
  ...changes,
});

const errorsOf = (input: GuestFormInput) => {
  const checked = validateGuestForm(input, NOW);
  return Either.isLeft(checked)
    ? Object.fromEntries(Object.entries(checked.left).map(([field, list]) => [field, list?.[0]?.key]))
    : {};
};

const card = {
  method: "card",
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/29",
  cardCvc: "123",
} as const;

describe("the guest form (GST-01, GST-02, spec 02 §5)", () => {
  it("GST-01: a number and a 13-digit voucher pass, as the number's MSISDN and the code", () => {
    expect(validateGuestForm(form({ code: " 6700000000012 " }), NOW)).toEqual(
      Either.right({
        target: { kind: "recharge", msisdn: "64212345678" },
        payment: { method: "voucher", code: "6700000000012" },
        captchaToken: "answer",
      }),
    );
  });

  it("GST-01: a voucher of 12 digits or none, a number that is not a mobile, no captcha answer: each beside its field", () => {
    expect(errorsOf(form({ code: "670000000001", target: "09 555 1234", captchaToken: " " }))).toEqual({
      target: "validation.format_invalid",
      code: "validation.voucher_invalid",
      captcha: "guest.captcha_required",
    });
    expect(errorsOf(form({ code: "", target: "" }))).toEqual({
      target: "validation.required",
      code: "validation.no_voucher_code",
    });
  });

  it("GST-01: a card recharge keeps the top-up limits ($1.00 to $999.00) and checks the card typed", () => {
    expect(errorsOf(form({ ...card, amount: "0.99" }))).toEqual({
      amount: "validation.top_up_amount_too_small",
    });
    expect(errorsOf(form({ ...card, amount: "1000" }))).toEqual({
      amount: "validation.top_up_amount_too_large",
    });
    expect(errorsOf(form({ ...card, amount: "ten" }))).toEqual({ amount: "validation.format_invalid" });
    expect(
      errorsOf(
        form({ ...card, amount: "20", cardNumber: "4242 4242 4242 4241", cardExpiry: "13/30", cardCvc: "1" }),
      ),
    ).toEqual({
      cardNumber: "validation.format_invalid",
      cardExpiry: "validation.format_invalid",
      cardCvc: "validation.format_invalid",
    });
    expect(errorsOf(form({ ...card, amount: "20", cardExpiry: "10/26" }))).toEqual({
      cardExpiry: "payments.card_expired",
    });
    expect(validateGuestForm(form({ ...card, amount: "$20.50", cardExpiry: "1/2030" }), NOW)).toMatchObject(
      Either.right({
        payment: {
          method: "card",
          amountCents: 2050,
          card: { number: "4242424242424242", expMonth: 1, expYear: 2030, cvc: "123" },
        },
      }),
    );
  });

  it("GST-02: a bill is paid by invoice or account number, from $1.00", () => {
    const bill = form({ ...card, kind: "pay_bill", target: " INV-0001 ", amount: "80" });
    expect(validateGuestForm(bill, NOW)).toMatchObject(
      Either.right({ target: { kind: "pay_bill", lookupId: "INV-0001" }, payment: { amountCents: 8000 } }),
    );
    expect(errorsOf({ ...bill, target: " ", amount: "0.999" })).toEqual({
      target: "validation.required",
      amount: "validation.format_invalid",
    });
    expect(errorsOf({ ...bill, amount: "0.50" })).toEqual({ amount: "payments.pay_bill_amount_too_small" });
    expect(errorsOf({ ...bill, amount: "" })).toEqual({ amount: "payments.amount_required" });
  });
});
