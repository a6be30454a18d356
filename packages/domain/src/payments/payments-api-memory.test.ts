import * as Effect from "effect/Effect";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { millisToNanos } from "../ports";
import { makeMemoryPaymentsApi } from "./payments-api-memory";

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect));
const make = () =>
  makeMemoryPaymentsApi({
    paymentMethods: { c1: [{ UUID: "a", Rank: 1, CardExpiryMonth: 12, CardExpiryYear: 2030 }] },
    prepayProducts: { c1: [{ UUID: "pp1", MainBalCreditCents: 0 }] },
    accounts: { c1: { Balance: 100 } },
  });

describe("in-memory payments API", () => {
  it("refuses bad input with ApiFailure", () => {
    const api = make();
    const failed = (effect: Effect.Effect<unknown, unknown>) => Either.isLeft(run(effect));
    expect(failed(api.deletePaymentMethod("c1", "zz"))).toBe(true);
    expect(failed(api.deleteInvalidPaymentMethod("c1", "a"))).toBe(true);
    expect(failed(api.setPaymentMethodRank("c1", "zz", 1))).toBe(true);
    expect(failed(api.setPaymentMethodRank("c1", "a", 0))).toBe(true);
    expect(
      failed(
        api.pay("c1", {
          AmountCents: 0,
          PaymentMethodType: "cards",
          PaymentMethodID: "a",
          ProductInstanceUUID: "p",
        }),
      ),
    ).toBe(true);
    expect(
      failed(
        api.pay("c1", {
          AmountCents: 10,
          PaymentMethodType: "cards",
          PaymentMethodID: "zz",
          ProductInstanceUUID: "p",
        }),
      ),
    ).toBe(true);
    expect(
      failed(
        api.pay("zz", {
          AmountCents: 10,
          PaymentMethodType: "cards",
          PaymentMethodID: "a",
          ProductInstanceUUID: "p",
        }),
      ),
    ).toBe(true);
    expect(failed(api.getAccount("zz"))).toBe(true);
    expect(failed(api.topUpIntent("c1", "zz", 500))).toBe(true);
    expect(failed(api.topUpIntent("c1", "pp1", 50))).toBe(true);
    expect(
      failed(
        api.topUp("c1", {
          ProductInstanceUUID: "pp1",
          Amount: 50,
          PaymentMethodType: "cards",
          PaymentMethodID: "a",
        }),
      ),
    ).toBe(true);
    expect(
      failed(
        api.topUp("c1", {
          ProductInstanceUUID: "pp1",
          Amount: 500,
          PaymentMethodType: "cards",
          PaymentMethodID: "zz",
        }),
      ),
    ).toBe(true);
    expect(
      failed(
        api.purchasePrepayAddon("c1", "zz", "av", { Subscribe: true, PAYG: false, AuthorizeOnly: false }),
      ),
    ).toBe(true);
    expect(
      failed(
        api.purchasePostpayAddon({
          AddonAvailabilityUUID: "x",
          AddonCatalogEntryUUID: "y",
          CustomerUUID: "c1",
          ProductInstanceUUID: "zz",
          Subscribe: true,
        }),
      ),
    ).toBe(true);
    expect(failed(api.paymentHistory("c1", { PageNumber: 0, PageSize: 14 }))).toBe(true);
    expect(failed(api.checkVoucher("c1", "zz", "1"))).toBe(true);
    expect(failed(api.redeemVoucher("c1", "zz", "1"))).toBe(true);
  });
  it("serves the account, a top-up intent, ranks and history", () => {
    const api = make();
    expect(run(api.getAccount("c1"))).toEqual(Either.right({ Balance: 100 }));
    expect(Either.isRight(run(api.topUpIntent("c1", "pp1", 500)))).toBe(true);
    expect(Either.isRight(run(api.setPaymentMethodRank("c1", "a", 3)))).toBe(true);
    expect(api.methodsOf("c1")[0]?.Rank).toBe(1);
    expect(api.methodsOf("zz")).toEqual([]);
    expect(api.historyOf("zz")).toEqual([]);
    expect(run(api.paymentHistory("zz", { PageNumber: 1, PageSize: 14 }))).toMatchObject(
      Either.right({ Transactions: [], PageInfo: { TotalItemCount: 0, TotalPages: 1 } }),
    );
  });
  it("re-ranks the live cards 1..n when a card moves, never leaving two on one rank", () => {
    const api = makeMemoryPaymentsApi({
      paymentMethods: {
        c1: [
          { UUID: "a", Rank: 1 },
          { UUID: "b", Rank: 2 },
          { UUID: "gone", Rank: 2, DeletedAtNanos: 5 },
          { UUID: "c", Rank: 3 },
        ],
      },
    });
    const ranks = () =>
      api
        .methodsOf("c1")
        .map((m) => `${m.UUID}${m.Rank}`)
        .join(" ");
    expect(Either.isRight(run(api.setPaymentMethodRank("c1", "c", 2)))).toBe(true);
    expect(ranks()).toBe("a1 b3 gone2 c2");
    expect(Either.isRight(run(api.setPaymentMethodRank("c1", "a", 9)))).toBe(true);
    expect(ranks()).toBe("a3 b2 gone2 c1");
    expect(Either.isRight(run(api.setPaymentMethodRank("c1", "b", 1)))).toBe(true);
    expect(ranks()).toBe("a3 b1 gone2 c2");
  });
  it("credits a top-up like creditPrepay: expired credit is gone, the expiry moves a year past now", () => {
    const now = Date.UTC(2026, 0, 1);
    const api = makeMemoryPaymentsApi(
      {
        prepayProducts: {
          c1: [
            { UUID: "pp1", MainBalCreditCents: 700, CurrencyCreditExpiresAtNanos: millisToNanos(now - 1) },
          ],
        },
        vouchers: { V1: 300 },
      },
      { nowMillis: () => now },
    );
    const topUp = api.topUp("c1", {
      ProductInstanceUUID: "pp1",
      Amount: 500,
      PaymentMethodType: "billing_route",
      PaymentMethodID: "",
    });
    expect(Either.isRight(run(topUp))).toBe(true);
    expect(api.prepayOf("c1", "pp1")).toMatchObject({
      MainBalCreditCents: 500,
      CurrencyCreditExpiresAtNanos: millisToNanos(now + 365 * DAY_MILLIS),
    });
    expect(Either.isRight(run(api.redeemVoucher("c1", "pp1", "V1")))).toBe(true);
    expect(api.prepayOf("c1", "pp1")?.MainBalCreditCents).toBe(800);
  });
});
