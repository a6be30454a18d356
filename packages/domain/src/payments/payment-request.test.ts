import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { deriveCards } from "./cards";
import { buildPaymentRequest, choosePaymentMethod } from "./payment-request";

const now = Date.parse("2026-03-15T00:00:00Z");
const cards = deriveCards(
  [
    { UUID: "a", Rank: 1, Token: "tok_a", CardExpiryMonth: 12, CardExpiryYear: 2028 },
    { UUID: "b", Rank: 2, Token: "tok_b", CardExpiryMonth: 1, CardExpiryYear: 2025 },
  ],
  now,
);
const noDefault = deriveCards([{ UUID: "c", Rank: 2 }], now);

describe("payment request", () => {
  it("pays by the default card, sending the gateway", () => {
    const out = buildPaymentRequest({
      amountCents: 2500,
      productInstanceUUID: "p1",
      methodType: "cards",
      cards,
    });
    expect(out).toEqual(
      Either.right({
        request: {
          AmountCents: 2500,
          PaymentMethodType: "cards",
          PaymentMethodID: "a",
          ProductInstanceUUID: "p1",
        },
        card: cards[0],
      }),
    );
    expect(
      Either.isRight(choosePaymentMethod({ methodType: "cards", cards })) &&
        choosePaymentMethod({ methodType: "cards", cards, gateway: "other" }),
    ).toMatchObject(Either.right({ selection: { PaymentMethodGateway: "other" } }));
  });
  it("needs an amount and a chosen method", () => {
    const base = { productInstanceUUID: "p", cards };
    expect(buildPaymentRequest({ ...base, amountCents: undefined, methodType: "cards" })).toEqual(
      Either.left({ reason: "amount_required", key: "payments.amount_required" }),
    );
    expect(buildPaymentRequest({ ...base, amountCents: 0, methodType: "cards" })).toMatchObject(
      Either.left({ reason: "amount_required" }),
    );
    expect(buildPaymentRequest({ ...base, amountCents: 10.5, methodType: "cards" })).toMatchObject(
      Either.left({ reason: "amount_required" }),
    );
    expect(buildPaymentRequest({ ...base, amountCents: 100, methodType: undefined })).toEqual(
      Either.left({ reason: "method_required", key: "payments.method_required" }),
    );
  });
  it("refuses 'No card' when paying by card without a default card", () => {
    expect(choosePaymentMethod({ methodType: "cards", cards: noDefault })).toEqual(
      Either.left({ reason: "no_card", key: "payments.no_card" }),
    );
    expect(choosePaymentMethod({ methodType: "cards", cards: [] })).toMatchObject(
      Either.left({ reason: "no_card" }),
    );
  });
  it("pays by another chosen card, never an unknown or expired one", () => {
    expect(choosePaymentMethod({ methodType: "cards", methodId: "c", cards: noDefault })).toMatchObject(
      Either.right({ selection: { PaymentMethodID: "c" } }),
    );
    expect(choosePaymentMethod({ methodType: "cards", methodId: "zz", cards })).toMatchObject(
      Either.left({ reason: "card_not_found", key: "payments.card_is_not_found" }),
    );
    expect(choosePaymentMethod({ methodType: "cards", methodId: "b", cards })).toMatchObject(
      Either.left({ reason: "card_expired" }),
    );
  });
  it("refuses a non-card type while a card exists with reason changePaymentType", () => {
    expect(choosePaymentMethod({ methodType: "billing_route", methodId: "r1", cards })).toEqual(
      Either.left({ reason: "changePaymentType", key: "payments.change_payment_type" }),
    );
  });
  it("sends no gateway for other types, and needs their id", () => {
    expect(choosePaymentMethod({ methodType: "billing_route", methodId: "r1", cards: [] })).toEqual(
      Either.right({
        selection: { PaymentMethodType: "billing_route", PaymentMethodID: "r1" },
        card: undefined,
      }),
    );
    expect(choosePaymentMethod({ methodType: "bank_transfer", cards: [] })).toMatchObject(
      Either.left({ reason: "method_required" }),
    );
  });
});
