import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { millisToNanos } from "../ports";
import { amountToSettleCents, canTransferBillingType } from "./billing-transfer";
import {
  DEFAULT_CREDIT_DAYS,
  creditExpiresAtMillis,
  isCreditExpired,
  usableCreditCents,
} from "./credit-expiry";
import { postpayBalanceCents } from "./postpay-product";

const created = Date.parse("2025-01-01T00:00:00Z");

describe("prepay credit expiry", () => {
  it("uses CurrencyCreditExpiresAtNanos when present", () => {
    const expiry = Date.parse("2025-06-01T00:00:00Z");
    expect(
      creditExpiresAtMillis({ CurrencyCreditExpiresAtNanos: millisToNanos(expiry), CreatedAtNanos: 1 }),
    ).toBe(expiry);
  });
  it("defaults to 365 days after creation", () => {
    expect(DEFAULT_CREDIT_DAYS).toBe(365);
    expect(creditExpiresAtMillis({ CreatedAtNanos: millisToNanos(created) })).toBe(
      created + 365 * DAY_MILLIS,
    );
    expect(
      creditExpiresAtMillis({ CurrencyCreditExpiresAtNanos: 0, CreatedAtNanos: millisToNanos(created) }),
    ).toBe(created + 365 * DAY_MILLIS);
    expect(creditExpiresAtMillis({})).toBeUndefined();
  });
  it("expired credit cannot be spent", () => {
    const product = { UUID: "p", CreatedAtNanos: millisToNanos(created), MainBalCreditCents: 500 };
    expect(isCreditExpired(product, created + 364 * DAY_MILLIS)).toBe(false);
    expect(usableCreditCents(product, created + 364 * DAY_MILLIS)).toBe(500);
    expect(isCreditExpired(product, created + 365 * DAY_MILLIS)).toBe(true);
    expect(usableCreditCents(product, created + 366 * DAY_MILLIS)).toBe(0);
    expect(isCreditExpired({}, created)).toBe(false);
    expect(usableCreditCents({ MainBalCreditCents: -20 }, created)).toBe(0);
  });
});

describe("postpay balance", () => {
  it("reads the account balance, else the product balance, else 0", () => {
    expect(postpayBalanceCents({ Account: { Balance: 1200 }, Balance: { Value: 5 } })).toBe(1200);
    expect(postpayBalanceCents({ Balance: { Value: 5 } })).toBe(5);
    expect(postpayBalanceCents({})).toBe(0);
  });
});

describe("billing type transfer", () => {
  const paid = [{ Status: "PAID" as const, RemainingAmountCents: 0 }];
  it("is allowed once nothing is outstanding", () => {
    expect(
      canTransferBillingType({ from: "postpay", to: "prepay", invoices: paid, balanceOwingCents: -100 }),
    ).toEqual(Either.right({ from: "postpay", to: "prepay" }));
  });
  it("needs outstanding amounts paid first", () => {
    const open = [{ Status: "OPEN" as const, RemainingAmountCents: 300 }];
    expect(amountToSettleCents({ invoices: open, balanceOwingCents: 200 })).toBe(500);
    expect(canTransferBillingType({ from: "postpay", to: "payg", invoices: open })).toEqual(
      Either.left("billing.transfer_outstanding_first"),
    );
    expect(
      canTransferBillingType({ from: "postpay", to: "payg", invoices: paid, balanceOwingCents: 1 }),
    ).toEqual(Either.left("billing.transfer_outstanding_first"));
  });
  it("refuses a transfer to the same type", () => {
    expect(canTransferBillingType({ from: "prepay", to: "prepay", invoices: [] })).toEqual(
      Either.left("billing.transfer_same_type"),
    );
  });
});
