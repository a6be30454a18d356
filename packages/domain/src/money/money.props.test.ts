import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { MAX_CENTS } from "./cents";
import { centsToDollars, formatNzd } from "./format";
import { dollarsToCents } from "./parse";

const cents = fc.integer({ min: -MAX_CENTS, max: MAX_CENTS });

describe("money laws", () => {
  it("formatting then parsing returns the cents", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const parsed = dollarsToCents(centsToDollars(c));
        return Either.isRight(parsed) && parsed.right === c;
      }),
    );
  });
  it("formatted amounts always have exactly two decimals", () => {
    fc.assert(fc.property(cents, (c) => /^-?\d+\.\d{2}$/.test(centsToDollars(c))));
  });
  it("an amount shown to a customer reads back as its cents", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const parsed = dollarsToCents(formatNzd(c));
        return Either.isRight(parsed) && parsed.right === c;
      }),
    );
  });
  it("an amount shown to a customer is the plain amount with a dollar sign and a comma every three digits", () => {
    fc.assert(
      fc.property(cents, (c) => {
        const plain = centsToDollars(c);
        const digits = plain.replace("-", "");
        const grouped = digits.replace(/\B(?=(\d{3})+\.)/g, ",");
        return formatNzd(c) === `${c < 0 ? "-" : ""}$${grouped}`;
      }),
    );
  });
});
