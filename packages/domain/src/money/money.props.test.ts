import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { MAX_CENTS } from "./cents";
import { centsToDollars } from "./format";
import { dollarsToCents } from "./parse";

describe("money laws", () => {
  it("formatting then parsing returns the cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) => {
        const parsed = dollarsToCents(centsToDollars(cents));
        return Either.isRight(parsed) && parsed.right === cents;
      }),
    );
  });
  it("formatted amounts always have exactly two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }), (cents) =>
        /^-?\d+\.\d{2}$/.test(centsToDollars(cents)),
      ),
    );
  });
});
