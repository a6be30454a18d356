import fc from "fast-check";
import * as Either from "effect/Either";
import { describe, it } from "vitest";
import { isStrongPassword, validatePassword } from "./password";
import { validateVoucherCode } from "./voucher";
import { parseNzMobileNumber } from "./mobile-number";

// An independent statement of the password rule: each character is classified from explicit lists, not regexes.
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZĀĒĪŌŪ";
const LOWER = "abcdefghijklmnopqrstuvwxyzāēīōū";
const DIGITS = "0123456789";
const SYMBOLS = "!@#$%^&*()-_=+[]{};:'\",.<>/?\\|`~€£🙂";
const SPACES = " \t";
const alphabet = [...UPPER, ...LOWER, ...DIGITS, ...SYMBOLS, ...SPACES];

const meetsAllFour = (password: string): boolean => {
  const chars = [...password];
  return (
    chars.length >= 10 &&
    chars.some((c) => UPPER.includes(c)) &&
    chars.some((c) => LOWER.includes(c)) &&
    chars.some((c) => DIGITS.includes(c) || SYMBOLS.includes(c))
  );
};

const password = fc.oneof(
  fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 16 }),
  // biased towards the edge: around 10 characters with most classes present
  fc
    .tuple(
      fc.constantFrom(...UPPER),
      fc.constantFrom(...LOWER),
      fc.constantFrom(...DIGITS, ...SYMBOLS),
      fc.string({ unit: fc.constantFrom(...alphabet), minLength: 5, maxLength: 9 }),
    )
    .chain(([u, l, n, rest]) =>
      fc.shuffledSubarray([u, l, n, ...rest], { minLength: 0 }).map((chars) => chars.join("")),
    ),
);

const digits = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 0, maxLength: 20 });

describe("validation laws", () => {
  it("the password validator accepts exactly the strings that meet all four conditions", () => {
    fc.assert(
      fc.property(password, (pw) => {
        const expected = meetsAllFour(pw);
        return isStrongPassword(pw) === expected && Either.isRight(validatePassword(pw)) === expected;
      }),
    );
  });
  it("the voucher validator accepts exactly the 13-digit strings", () => {
    fc.assert(
      fc.property(fc.oneof(digits, fc.string(), fc.string({ unit: "binary", maxLength: 14 })), (code) => {
        const is13Digits = code.length === 13 && [...code].every((c) => DIGITS.includes(c));
        const result = validateVoucherCode(code);
        return Either.isRight(result) === is13Digits && (!Either.isRight(result) || result.right === code);
      }),
    );
  });
  it("a parsed mobile number is 64 then 2 then 7 to 9 digits, and parses to itself", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          digits.map((d) => `0${d}`),
          digits.map((d) => `+64 ${d}`),
          fc.string(),
        ),
        (input) => {
          const parsed = parseNzMobileNumber(input);
          return (
            parsed === undefined ||
            (/^642\d{7,9}$/.test(parsed.msisdn) &&
              parseNzMobileNumber(parsed.national)?.msisdn === parsed.msisdn)
          );
        },
      ),
    );
  });
});
