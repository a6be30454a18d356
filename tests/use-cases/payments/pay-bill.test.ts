import { describe, expect, it } from "vitest";
import {
  listCards,
  payBill,
  refreshPostpayBalance,
  type PayBillInput,
  type PostpayBalanceRefresh,
} from "@waea/domain/payments";
import { signedIn, withFakeApi, visitor, type Customer } from "../support/fake-api";
import { firstProduct, refusal } from "./support";

const api = withFakeApi();

/** postpay@ paying its first product's bill by its default card. */
const billOf = async (customer: Customer, over: Partial<PayBillInput> = {}): Promise<PayBillInput> => ({
  customerUUID: customer.customer,
  product: await firstProduct(customer),
  amount: { kind: "full" },
  methodType: "cards",
  cards: await customer.run(listCards(customer.customer)),
  ...over,
});

const owed = async (customer: Customer): Promise<number> => {
  const product = await firstProduct(customer);
  const refreshed: PostpayBalanceRefresh = await customer.run(
    refreshPostpayBalance(customer.customer, product.UUID),
  );
  if (refreshed._tag !== "Refreshed") throw new Error("postpay balance unknown");
  return refreshed.balanceCents;
};

describe("payBill (PAY-04)", () => {
  it("pays postpay@'s whole bill by card, confirmed with the card provider; the balance then reads 0", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const due = await owed(postpay);
    expect(due).toBeGreaterThan(0);
    expect(await postpay.run(payBill(await billOf(postpay)))).toEqual({
      status: "confirmed",
      amountCents: due,
      refreshBalanceAfterMillis: 3000,
    });
    expect(await owed(postpay)).toBe(0);
    expect(refusal(await postpay.attempt(payBill(await billOf(postpay))))).toBe("payments.nothing_to_pay");
  });

  it("reports a bank transfer as still processing, the bill unpaid", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const due = await owed(postpay);
    const transfer = await billOf(postpay, {
      amount: { kind: "custom", cents: 2000 },
      methodType: "bank_transfer",
      methodId: "bank",
      cards: [],
    });
    expect((await postpay.run(payBill(transfer))).status).toBe("processing");
    expect(await owed(postpay)).toBe(due);
  });

  it("passes a card the provider declines on with its secret, the bill unpaid", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const due = await owed(postpay);
    // The simulated card provider's decline rate, as the payments control door sets it.
    api().store.simulation.paymentFailureRate = 1;
    const declined = await postpay.attempt(
      payBill(await billOf(postpay, { amount: { kind: "custom", cents: 1500 } })),
    );
    expect(declined).toMatchObject({
      left: { _tag: "CardConfirmationError", clientSecret: expect.any(String) },
    });
    expect(await owed(postpay)).toBe(due);
  });

  it("refuses what cannot be paid before asking the operator", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    const bill = await billOf(postpay);
    const custom = (cents: number) => ({ ...bill, amount: { kind: "custom", cents } as const });
    const cases: ReadonlyArray<readonly [PayBillInput, string]> = [
      [{ ...bill, product: { ...bill.product, ProductType: "mobileFWA" } }, "payments.pay_bill_postpay_only"],
      [
        { ...bill, product: { ...bill.product, BillingReference: "prepay:1" } },
        "payments.pay_bill_postpay_only",
      ],
      [custom(50), "payments.pay_bill_amount_too_small"],
      [custom(2_000_000), "payments.pay_bill_amount_too_large"],
      [custom(0), "payments.amount_required"],
      [{ ...bill, cards: [] }, "payments.no_card"],
      [{ ...bill, customerUUID: "" }, "payments.current_account_not_specified"],
    ];
    for (const [input, key] of cases) expect(refusal(await postpay.attempt(payBill(input)))).toBe(key);
  });

  it("says there is no postpay product when the operator has no postpay account for the customer", async () => {
    const prepay = await signedIn(api(), "prepay@waea.test");
    const product = await firstProduct(prepay);
    const stale = { ...product, Status: 4, BillingReference: "postpay:stale" };
    expect(refusal(await prepay.attempt(payBill(await billOf(prepay, { product: stale }))))).toBe(
      "payments.no_postpay_product",
    );
  });
});

describe("refreshPostpayBalance (PAY-04, spec 02 §4)", () => {
  it("shows 'Error getting transaction status' when the balance cannot be read; a logout passes on", async () => {
    const postpay = await signedIn(api(), "postpay@waea.test");
    expect(await postpay.run(refreshPostpayBalance(postpay.customer, "no-such-product"))).toEqual({
      _tag: "StatusUnknown",
      title: "payments.transaction_status_error",
      body: "payments.transaction_status_error_body",
    });
    const product = await firstProduct(postpay);
    const nobody = visitor(api());
    expect(refusal(await nobody.attempt(refreshPostpayBalance(postpay.customer, product.UUID)))).toBe(
      "Unauthorized",
    );
  });
});
