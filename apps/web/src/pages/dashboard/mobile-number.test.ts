import { describe, expect, it } from "vitest";
import { mobileNumberText } from "./mobile-number";

describe("a mobile number as people write it", () => {
  it.each([
    ["64215449131", "021 544 9131"],
    ["+6422067676", "022 067 676"],
    ["0215449131", "0215449131"],
    ["61412345678", "61412345678"],
  ])("%s reads %s", (msisdn, text) => expect(mobileNumberText(msisdn)).toBe(text));
});
