import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { ApiFailure, Unauthorized } from "../../ports";
import { paymentDisplayDate } from "../history-status";
import { addCard, listCards, removeCard, setDefaultCard } from "./cards";
import { loadPaymentHistory } from "./payment-history";
import { processingPayments, setup } from "./payments-fixture";
import { redeemPromoCode, redeemVoucher } from "./redeem-voucher";

const key = (out: Either.Either<unknown, unknown>) =>
  Either.isLeft(out) ? (out.left as { key?: string }).key : undefined;
const ids = (out: Either.Either<ReadonlyArray<{ cardId: string; is_default: boolean }>, unknown>) =>
  Either.isRight(out) ? out.right.map((c) => `${c.cardId}${c.is_default ? "*" : ""}`) : [];

describe("cards", () => {
  it("lists cards, default first, with the expiry flag", async () => {
    const out = await setup().run(listCards("c1"));
    expect(ids(out)).toEqual(["a*", "b", "old"]);
    expect(Either.isRight(out) && out.right.map((c) => c.is_card_expired)).toEqual([false, false, true]);
    expect(key(await setup().run(listCards(" ")))).toBe("payments.current_account_not_specified");
  });
  it("adds a card through a confirmed setup intent", async () => {
    const t = setup();
    expect(ids(await t.run(addCard("c2")))).toHaveLength(1);
    expect(t.payments.confirmed[0]).toMatch(/^seti_/);
    expect(key(await setup({ payments: processingPayments }).run(addCard("c2")))).toBe(
      "payments.payment_method_setup_error",
    );
  });
  it("sets the default card", async () => {
    const t = setup();
    expect(ids(await t.run(setDefaultCard("c1", "b")))).toEqual(["b*", "a", "old"]);
    expect(key(await t.run(setDefaultCard("c1", "zz")))).toBe("payments.card_is_not_found");
  });
  it("removes the default card and makes the first remaining one default", async () => {
    expect(ids(await setup().run(removeCard("c1", "a", { hasParentBillingRoute: false })))).toEqual([
      "b*",
      "old",
    ]);
  });
  it("removes an expired card through the invalid-methods call", async () => {
    expect(ids(await setup().run(removeCard("c1", "old", { hasParentBillingRoute: false })))).toEqual([
      "a*",
      "b",
    ]);
  });
  it("refuses the only card and the only valid method", async () => {
    const t = setup();
    expect(key(await t.run(removeCard("c3", "soon", { hasParentBillingRoute: true })))).toBe(
      "payments.cannot_remove_only_card",
    );
    await t.run(removeCard("c1", "b", { hasParentBillingRoute: false }));
    expect(key(await t.run(removeCard("c1", "a", { hasParentBillingRoute: false })))).toBe(
      "payments.cannot_remove_only_valid_method",
    );
    expect(key(await t.run(removeCard("", "a", { hasParentBillingRoute: false })))).toBe(
      "payments.current_account_not_specified",
    );
  });
});

describe("vouchers and promo codes", () => {
  it("checks then redeems a voucher, once", async () => {
    const t = setup();
    const out = await t.run(redeemVoucher("c1", "pp1", " 1234567890123 "));
    expect(Either.isRight(out) && out.right).toEqual({ creditCents: 2000 });
    expect(t.api.prepayOf("c1", "pp1")?.MainBalCreditCents).toBe(3000);
    expect(key(await t.run(redeemVoucher("c1", "pp1", "1234567890123")))).toBe(
      "payments.redemption_check_error",
    );
  });
  it("says 'No Voucher Code', and tells check and redeem errors apart", async () => {
    const t = setup();
    expect(key(await t.run(redeemVoucher("c1", "pp1", "")))).toBe("payments.no_voucher_code");
    expect(key(await t.run(redeemVoucher("c1", "pp1", undefined)))).toBe("payments.no_voucher_code");
    expect(key(await t.run(redeemVoucher("c1", "zz", "1234567890123")))).toBe(
      "payments.redemption_check_error",
    );
    expect(key(await t.run(redeemVoucher("", "pp1", "1")))).toBe("payments.current_account_not_specified");
    const failing = setup({
      api: (base) => ({
        ...base,
        redeemVoucher: () => Effect.fail(new ApiFailure({ call: "r", status: 500, message: "x" })),
      }),
    });
    expect(key(await failing.run(redeemVoucher("c1", "pp1", "1234567890123")))).toBe(
      "payments.redemption_error",
    );
  });
  it("applies a promo code", async () => {
    const t = setup();
    const out = await t.run(redeemPromoCode("c1", "WELCOME"));
    expect(Either.isRight(out) && out.right.Description).toBe("Free data for a week");
    expect(key(await t.run(redeemPromoCode("c1", " ")))).toBe("payments.no_promo_code");
    expect(key(await t.run(redeemPromoCode("c1", "NOPE")))).toBe("payments.promo_code_error");
    expect(key(await t.run(redeemPromoCode("", "WELCOME")))).toBe("payments.current_account_not_specified");
  });
});

describe("payment history", () => {
  it("loads pages of 14 with groups and NZ dates", async () => {
    const t = setup();
    const first = await t.run(loadPaymentHistory("c1"));
    expect(Either.isRight(first) && first.right).toMatchObject({
      pageNumber: 1,
      totalPages: 2,
      pages: [1, 2],
      loadError: undefined,
    });
    expect(Either.isRight(first) && first.right.rows).toHaveLength(14);
    const top = Either.isRight(first) ? first.right.rows[0] : undefined;
    expect(top?.group).toBe("COMPLETED");
    expect(top === undefined ? "" : paymentDisplayDate(top.transaction, "en")).toBe("01 Jan 2026 @ 13:00");
    const second = await t.run(loadPaymentHistory("c1", 2));
    expect(Either.isRight(second) && second.right.rows.map((r) => r.group).slice(0, 2)).toEqual([
      "COMPLETED",
      "DECLINED",
    ]);
  });
  it("a failed page is empty with the load error; a logout passes on", async () => {
    const failing = setup({
      api: (base) => ({
        ...base,
        paymentHistory: () => Effect.fail(new ApiFailure({ call: "h", status: 500, message: "" })),
      }),
    });
    const out = await failing.run(loadPaymentHistory("c1", 3));
    expect(Either.isRight(out) && out.right).toEqual({
      rows: [],
      pageNumber: 3,
      totalPages: 3,
      pages: [1, 2, 3],
      loadError: "payments.history_load_error",
    });
    const logout = setup({
      api: (base) => ({
        ...base,
        paymentHistory: () => Effect.fail(new Unauthorized({ call: "h", message: "" })),
      }),
    });
    expect(Either.isLeft(await logout.run(loadPaymentHistory("c1")))).toBe(true);
    expect(key(await setup().run(loadPaymentHistory("")))).toBe("payments.current_account_not_specified");
  });
});
