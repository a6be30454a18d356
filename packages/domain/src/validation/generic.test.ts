import { describe, expect, it } from "vitest";
import { cleanText, hasText } from "./generic";

describe("required text", () => {
  it("counts text other than white space as given", () => {
    expect([hasText("a"), hasText(" a "), hasText("0")]).toEqual([true, true, true]);
    expect([hasText(""), hasText(" \t\n"), hasText(undefined), hasText(null)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it("agrees with cleanText", () => {
    for (const text of ["", " ", " x ", undefined, null])
      expect(hasText(text)).toBe(cleanText(text) !== undefined);
  });
});
