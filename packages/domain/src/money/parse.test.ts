import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { dollarsToCents, wholeDollarsToCents } from "./parse";

describe("dollarsToCents", () => {
  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["$12.50", 1250],
    [" 0.99 ", 99],
    ["1,000.00", 100000],
    ["-2.50", -250],
  ])("reads %s as %i cents", (text, cents) => {
    expect(dollarsToCents(text)).toEqual(Either.right(cents));
  });
  it("reads numbers", () => expect(dollarsToCents(10.25)).toEqual(Either.right(1025)));
  it.each([
    ["", "money.required"],
    ["abc", "money.invalid"],
    ["1.234", "money.too_many_decimals"],
    ["99999999999999", "money.too_large"],
  ])("refuses %j with %s", (text, error) => {
    expect(dollarsToCents(text)).toEqual(Either.left(error));
  });
  it("stores whole dollars times 100", () => expect(wholeDollarsToCents(25.9)).toBe(2500));
});
