import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { millisToNanos, nanosToMillis } from "../ports";
import { billingPeriodEnd, postpayAccountOf } from "./postpay-account";

const NOW = Date.UTC(2026, 10, 21, 10);
const ns = millisToNanos;
const period = (p: { readonly From: number; readonly Upto: number } | undefined) =>
  p === undefined ? undefined : [nanosToMillis(p.From), nanosToMillis(p.Upto)];

describe("billingPeriodEnd", () => {
  it("is a calendar month for monthly (and no cycle), 7 or 28 days otherwise", () => {
    expect(billingPeriodEnd(Date.UTC(2026, 0, 31), { Type: "monthly" })).toBe(Date.UTC(2026, 1, 28));
    expect(billingPeriodEnd(Date.UTC(2026, 0, 31), undefined)).toBe(Date.UTC(2026, 1, 28));
    expect(billingPeriodEnd(0, { Type: "days", Value: 7 })).toBe(7 * DAY_MILLIS);
    expect(billingPeriodEnd(0, { Type: "days", Value: 28 })).toBe(28 * DAY_MILLIS);
  });
});

describe("postpayAccountOf", () => {
  const from = NOW - 18 * DAY_MILLIS;
  const upto = NOW + 12 * DAY_MILLIS;
  it("takes the current cycle from the OPEN invoice and the balance from DUE and OVERDUE ones", () => {
    const account = postpayAccountOf({
      invoices: [
        { Status: "OPEN", RemainingAmountCents: 900, PeriodFromNanos: ns(from), PeriodUptoNanos: ns(upto) },
        {
          Status: "DUE",
          RemainingAmountCents: 4500,
          PeriodFromNanos: ns(from - 30 * DAY_MILLIS),
          PeriodUptoNanos: ns(from),
        },
      ],
      cycle: { Type: "days", Value: 28 },
      creditCents: 500,
      nowMillis: NOW,
    });
    expect(account.Balance).toBe(4000);
    expect(period(account.CurrentBillingCycle)).toEqual([from, upto]);
    expect(period(account.NextBillingCycle)).toEqual([upto, upto + 28 * DAY_MILLIS]);
  });
  it("starts after the latest invoiced period without an OPEN invoice, or today without invoices", () => {
    const closed = postpayAccountOf({
      invoices: [
        {
          Status: "PAID",
          RemainingAmountCents: 0,
          PeriodFromNanos: ns(from - 7 * DAY_MILLIS),
          PeriodUptoNanos: ns(from),
        },
      ],
      cycle: { Type: "days", Value: 7 },
      creditCents: 0,
      nowMillis: NOW,
    });
    expect(period(closed.CurrentBillingCycle)).toEqual([from, from + 7 * DAY_MILLIS]);
    const none = postpayAccountOf({ invoices: [], cycle: undefined, creditCents: 0, nowMillis: NOW });
    expect(none.Balance).toBe(0);
    expect(period(none.CurrentBillingCycle)?.[0]).toBe(Date.UTC(2026, 10, 20, 11));
  });
  it("keeps the current cycle of an OPEN invoice that credit paid in advance (now PAID)", () => {
    const paid = postpayAccountOf({
      invoices: [
        { Status: "PAID", RemainingAmountCents: 0, PeriodFromNanos: ns(from), PeriodUptoNanos: ns(upto) },
      ],
      cycle: { Type: "days", Value: 28 },
      creditCents: 300,
      nowMillis: NOW,
    });
    expect(paid.Balance).toBe(-300);
    expect(period(paid.CurrentBillingCycle)).toEqual([from, upto]);
  });
});
