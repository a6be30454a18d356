import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mobileNumberText, parseNzMobileNumber } from "./mobile-number";

describe("a mobile number as people read it", () => {
  it.each([
    ["64215449131", "021 544 9131"],
    ["+6422067676", "022 067 676"],
    ["0215449131", "021 544 9131"],
    ["+64 (0)27 123 4567", "027 123 4567"],
    ["61412345678", "61412345678"],
    ["6491234567", "6491234567"],
    ["", ""],
  ])("%s reads %s", (msisdn, text) => expect(mobileNumberText(msisdn)).toBe(text));

  const subscriber = fc.stringMatching(/^2\d{7,9}$/);

  it("shows a NZ mobile number in its national form, grouped, and reads back as the same number", () => {
    fc.assert(
      fc.property(subscriber, fc.constantFrom("64", "+64", "0", "0064"), (digits, prefix) => {
        const text = mobileNumberText(`${prefix}${digits}`);
        return (
          text.replaceAll(" ", "") === `0${digits}` &&
          parseNzMobileNumber(text)?.msisdn === `64${digits}` &&
          mobileNumberText(text) === text
        );
      }),
    );
  });

  it("leaves anything that is not a NZ mobile number as it came", () => {
    fc.assert(
      fc.property(
        fc.string(),
        (input) => parseNzMobileNumber(input) !== undefined || mobileNumberText(input) === input,
      ),
    );
  });
});
