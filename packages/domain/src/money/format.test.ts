import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { centsToDollars, formatNzd } from "./format";

describe("centsToDollars", () => {
  it("shows two decimals", () => {
    expect(centsToDollars(1234)).toBe("12.34");
    expect(centsToDollars(5)).toBe("0.05");
    expect(centsToDollars(100)).toBe("1.00");
    expect(centsToDollars(-250)).toBe("-2.50");
    expect(centsToDollars(1234550)).toBe("12345.50");
  });
  it("defaults to 0.00 when there is no amount", () => {
    expect(centsToDollars(undefined)).toBe("0.00");
    expect(centsToDollars(null)).toBe("0.00");
    expect(centsToDollars(Number.NaN)).toBe("0.00");
  });
});

describe("formatNzd", () => {
  it("formats NZD with a dollar sign and the minus before it", () => {
    expect(formatNzd(4500)).toBe("$45.00");
    expect(formatNzd(1005)).toBe("$10.05");
    expect(formatNzd(-300)).toBe("-$3.00");
  });
  it("separates thousands", () => {
    expect(formatNzd(1234550)).toBe("$12,345.50");
    expect(formatNzd(-123456789)).toBe("-$1,234,567.89");
    expect(formatNzd(100_000_000_000)).toBe("$1,000,000,000.00");
  });
  it("shows $0.00 when there is no amount, and never a minus on nothing", () => {
    expect(formatNzd(undefined)).toBe("$0.00");
    expect(formatNzd(null)).toBe("$0.00");
    expect(formatNzd(Number.NaN)).toBe("$0.00");
    expect(formatNzd(-0)).toBe("$0.00");
    expect(formatNzd(-0.4)).toBe("$0.00");
  });
  it("writes any amount as en-NZ's NZD currency format does, without building one", () => {
    const intl = new Intl.NumberFormat("en-NZ", {
      style: "currency",
      currency: "NZD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: "negative",
    });
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        expect(formatNzd(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });
});
