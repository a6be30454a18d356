import { describe, expect, it } from "vitest";
import { cardConfirmationErrorKey, paymentErrorKey } from "./payment-errors";
import { POSTPAY_REFRESH_DELAY_MILLIS, isCardConfirmationSuccess, paymentStep } from "./payment-outcome";

describe("payment reply", () => {
  it("completed ends the flow; a ClientSecret means card confirmation; otherwise it is processing", () => {
    expect(paymentStep({ Status: "Completed", ClientSecret: "s" })).toEqual({ _tag: "Completed" });
    expect(paymentStep({ Status: "requires_confirmation", ClientSecret: "s" })).toEqual({
      _tag: "ConfirmCard",
      clientSecret: "s",
    });
    expect(paymentStep({ ClientSecret: "" })).toEqual({ _tag: "Processing", status: "" });
    expect(paymentStep({ Status: "PENDING" })).toEqual({ _tag: "Processing", status: "pending" });
    expect(POSTPAY_REFRESH_DELAY_MILLIS).toBe(3000);
  });
  it("a confirmation succeeds with status 200 or succeeded", () => {
    expect(isCardConfirmationSuccess({ status: 200 })).toBe(true);
    expect(isCardConfirmationSuccess({ status: "succeeded" })).toBe(true);
    expect(isCardConfirmationSuccess({ status: "processing" })).toBe(false);
    expect(isCardConfirmationSuccess({ status: 402 })).toBe(false);
    expect(isCardConfirmationSuccess({})).toBe(false);
  });
});

describe("payment error catalogue", () => {
  it.each([
    ["card_is_not_found", "payments.card_is_not_found"],
    ["Payment is failed", "payments.payment_is_failed"],
    ["not_enough_balance", "payments.not_enough_balance"],
    ["Your card has insufficient funds.", "payments.insufficient_funds"],
    ["processing_error", "payments.processing_error"],
    ["card_velocity_exceeded", "payments.spend_limit_is_over"],
    ["Spend limit is over", "payments.spend_limit_is_over"],
    ["setup_intent_authentication_failure", "payments.payment_method_setup_error"],
    ["payment_intent_authentication_failure", "payments.card_authorization_error"],
    ["card_declined", "payments.card_trouble"],
    ["incorrect_cvc", "payments.card_trouble"],
    ["no available product was found", "payments.no_available_product"],
    ["No prepay product", "payments.no_prepay_product"],
    ["No postpay product", "payments.no_postpay_product"],
    ["something else", "payments.purchase_failed"],
  ])("%s -> %s", (text, key) => expect(paymentErrorKey(text)).toBe(key));
  it("has a generic placeholder for nothing", () =>
    expect(paymentErrorKey(undefined)).toBe("payments.purchase_failed"));
  it("reads a card confirmation error by code, else message", () => {
    expect(cardConfirmationErrorKey({ code: "expired_card", message: "x" })).toBe("payments.card_trouble");
    expect(cardConfirmationErrorKey({ message: "insufficient_funds" })).toBe("payments.insufficient_funds");
  });
});
