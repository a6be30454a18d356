import { describe, expect, it } from "vitest";
import { centsToDollars, formatNzd } from "./format";

describe("centsToDollars", () => {
  it("shows two decimals", () => {
    expect(centsToDollars(1234)).toBe("12.34");
    expect(centsToDollars(5)).toBe("0.05");
    expect(centsToDollars(100)).toBe("1.00");
    expect(centsToDollars(-250)).toBe("-2.50");
  });
  it("defaults to 0.00 when there is no amount", () => {
    expect(centsToDollars(undefined)).toBe("0.00");
    expect(centsToDollars(null)).toBe("0.00");
    expect(centsToDollars(Number.NaN)).toBe("0.00");
  });
  it("formats NZD with a dollar sign", () => {
    expect(formatNzd(4500)).toBe("$45.00");
    expect(formatNzd(-300)).toBe("-$3.00");
  });
});
