import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { Unauthorized } from "../../ports";
import { deriveCards } from "../cards";
import { payBill, refreshPostpayBalance, type PayBillInput } from "./pay-bill";
import { NOW, seededWorld, setup } from "./payments-fixture";
import { loadPrepayBalance, topUp } from "./top-up";

const cards = deriveCards(seededWorld().paymentMethods?.c1 ?? [], NOW);
const postpay = { UUID: "post1", Status: 4, BillingReference: "postpay:1", ProductType: "mobile" as const };
const bill = (over: Partial<PayBillInput> = {}): PayBillInput => ({
  customerUUID: "c1",
  product: postpay,
  amount: { kind: "full" },
  methodType: "cards",
  cards,
  ...over,
});
const key = (out: Either.Either<unknown, unknown>) =>
  Either.isLeft(out) ? (out.left as { key?: string }).key : undefined;

describe("payBill", () => {
  it("pays the full amount by card, confirms it and asks for a balance refresh after 3 s", async () => {
    const t = setup();
    const out = await t.run(payBill(bill()));
    expect(Either.isRight(out) && out.right).toEqual({
      status: "confirmed",
      amountCents: 4500,
      refreshBalanceAfterMillis: 3000,
    });
    expect(t.api.accountOf("c1")?.Balance).toBe(0);
    expect(t.payments.confirmed).toHaveLength(1);
  });
  it("pays a custom amount by billing route: completed ends the flow", async () => {
    const t = setup();
    const product = { ...postpay, UUID: "post2" };
    const out = await t.run(
      payBill(
        bill({
          customerUUID: "c2",
          product,
          amount: { kind: "custom", cents: 1500 },
          methodType: "billing_route",
          methodId: "r1",
          cards: [],
        }),
      ),
    );
    expect(Either.isRight(out) && out.right.status).toBe("completed");
  });
  it("reports a payment still processing", async () => {
    const t = setup({ api: (base) => ({ ...base, pay: () => Effect.succeed({ Status: "pending" }) }) });
    const out = await t.run(payBill(bill({ amount: { kind: "custom", cents: 2000 } })));
    expect(Either.isRight(out) && out.right.status).toBe("processing");
  });
  it("refuses what cannot be paid", async () => {
    const t = setup();
    expect(key(await t.run(payBill(bill({ product: { ...postpay, ProductType: "mobileFWA" } }))))).toBe(
      "payments.pay_bill_postpay_only",
    );
    expect(key(await t.run(payBill(bill({ product: { ...postpay, BillingReference: "prepay:1" } }))))).toBe(
      "payments.pay_bill_postpay_only",
    );
    expect(key(await t.run(payBill(bill({ amount: { kind: "custom", cents: 50 } }))))).toBe(
      "payments.pay_bill_amount_too_small",
    );
    expect(key(await t.run(payBill(bill({ amount: { kind: "custom", cents: 2_000_000 } }))))).toBe(
      "payments.pay_bill_amount_too_large",
    );
    expect(key(await t.run(payBill(bill({ amount: { kind: "custom", cents: 0 } }))))).toBe(
      "payments.amount_required",
    );
    expect(
      key(await t.run(payBill(bill({ customerUUID: "c2", product: { ...postpay, UUID: "post2" } })))),
    ).toBe("payments.nothing_to_pay");
    expect(key(await t.run(payBill(bill({ cards: [] }))))).toBe("payments.no_card");
    expect(key(await t.run(payBill(bill({ customerUUID: "zz" }))))).toBe("payments.no_postpay_product");
    expect(key(await t.run(payBill(bill({ customerUUID: "" }))))).toBe(
      "payments.current_account_not_specified",
    );
  });
});

describe("refreshPostpayBalance", () => {
  it("reads the balance, or shows 'Error getting transaction status' when it cannot", async () => {
    const t = setup();
    const ok = await t.run(refreshPostpayBalance("c1", "post1"));
    expect(Either.isRight(ok) && ok.right).toMatchObject({ _tag: "Refreshed", balanceCents: 4500 });
    const failed = await t.run(refreshPostpayBalance("c1", "post9"));
    expect(Either.isRight(failed) && failed.right).toEqual({
      _tag: "StatusUnknown",
      title: "payments.transaction_status_error",
      body: "payments.transaction_status_error_body",
    });
    const out = await setup({
      api: (base) => ({
        ...base,
        postpayBalance: () => Effect.fail(new Unauthorized({ call: "x", message: "" })),
      }),
    }).run(refreshPostpayBalance("c1", "post1"));
    expect(Either.isLeft(out)).toBe(true);
  });
});

describe("topUp", () => {
  const input = {
    customerUUID: "c1",
    productInstanceUUID: "pp1",
    amountCents: 2000,
    methodType: "cards" as const,
    cards,
  };
  it("tops up by card with confirmation, crediting the balance", async () => {
    const t = setup();
    const out = await t.run(topUp(input));
    expect(Either.isRight(out) && out.right).toEqual({
      status: "confirmed",
      amountCents: 2000,
      balanceCents: 3000,
    });
    expect(t.api.prepayOf("c1", "pp1")?.MainBalCreditCents).toBe(3000);
  });
  it("tops up by billing route without a card", async () => {
    const out = await setup().run(
      topUp({
        ...input,
        customerUUID: "c2",
        productInstanceUUID: "pp2",
        methodType: "billing_route",
        methodId: "r1",
        cards: [],
      }),
    );
    expect(Either.isRight(out) && out.right.status).toBe("completed");
  });
  it("reports processing when neither completed nor a secret", async () => {
    const out = await setup({ api: (base) => ({ ...base, topUp: () => Effect.succeed({}) }) }).run(
      topUp(input),
    );
    expect(Either.isRight(out) && out.right).toEqual({
      status: "processing",
      amountCents: 2000,
      balanceCents: undefined,
    });
  });
  it("refuses bad amounts, missing cards and unknown products", async () => {
    const t = setup();
    expect(key(await t.run(topUp({ ...input, amountCents: 99 })))).toBe("payments.topup_amount_too_small");
    expect(key(await t.run(topUp({ ...input, cards: [] })))).toBe("payments.no_card");
    expect(key(await t.run(topUp({ ...input, productInstanceUUID: "zz" })))).toBe(
      "payments.no_prepay_product",
    );
    expect(key(await t.run(topUp({ ...input, customerUUID: "" })))).toBe(
      "payments.current_account_not_specified",
    );
  });
});

describe("loadPrepayBalance", () => {
  it("gives the balance and the expiry, 365 days after creation by default", async () => {
    const out = await setup().run(loadPrepayBalance("c1", "pp1"));
    expect(Either.isRight(out) && out.right).toMatchObject({
      balanceCents: 1000,
      usableCents: 1000,
      expiresAtMillis: Date.UTC(2026, 5, 1),
      expired: false,
    });
    expect(key(await setup().run(loadPrepayBalance("c1", "zz")))).toBe("payments.no_prepay_product");
    expect(key(await setup().run(loadPrepayBalance("", "pp1")))).toBe(
      "payments.current_account_not_specified",
    );
  });
});
