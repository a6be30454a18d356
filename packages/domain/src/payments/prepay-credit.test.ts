import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { DAY_MILLIS } from "../calendar";
import { millisToNanos, nanosToMillis } from "../ports";
import { TOP_UP_EXTENSION_MILLIS, chargePrepay, creditPrepay } from "./prepay-credit";

const NOW = Date.UTC(2026, 10, 21);
const product = (cents: number, expiresInDays: number) => ({
  UUID: "p",
  MainBalCreditCents: cents,
  CurrencyCreditExpiresAtNanos: millisToNanos(NOW + expiresInDays * DAY_MILLIS),
});
const expiry = (p: { readonly UUID: string; readonly CurrencyCreditExpiresAtNanos?: number | undefined }) =>
  nanosToMillis(p.CurrencyCreditExpiresAtNanos ?? 0);

describe("creditPrepay", () => {
  it("adds the amount and moves the expiry a year past the current one", () => {
    const next = creditPrepay(product(1000, 10), 2000, NOW);
    expect(next.MainBalCreditCents).toBe(3000);
    expect(expiry(next)).toBe(NOW + 10 * DAY_MILLIS + TOP_UP_EXTENSION_MILLIS);
    expect(next.UUID).toBe("p");
  });
  it("starts from the top-up alone when the credit had expired, a year from now", () => {
    const next = creditPrepay(product(1000, -3), 500, NOW);
    expect(next.MainBalCreditCents).toBe(500);
    expect(expiry(next)).toBe(NOW + TOP_UP_EXTENSION_MILLIS);
  });
  it("uses the default expiry (365 days after creation) when none is stored", () => {
    const next = creditPrepay({ UUID: "p", CreatedAtNanos: millisToNanos(NOW - 100 * DAY_MILLIS) }, 100, NOW);
    expect(expiry(next)).toBe(NOW + 265 * DAY_MILLIS + TOP_UP_EXTENSION_MILLIS);
  });
});

describe("chargePrepay", () => {
  it("takes the charge off while the balance stays at or above 0", () => {
    expect(chargePrepay(product(1500, 10), 1500, NOW)).toEqual(
      Either.right({ ...product(1500, 10), MainBalCreditCents: 0 }),
    );
  });
  it("refuses with not_enough_balance below 0, for expired credit and negative charges", () => {
    const refused = Either.left("payments.not_enough_balance");
    expect(chargePrepay(product(1499, 10), 1500, NOW)).toEqual(refused);
    expect(chargePrepay(product(5000, -1), 100, NOW)).toEqual(refused);
    expect(chargePrepay(product(5000, 10), -1, NOW)).toEqual(refused);
  });
});
