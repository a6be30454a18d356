import { validateEmail, validateVerificationCode } from "@waea/domain/validation";
import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { both } from "./both";

describe("both", () => {
  it("gives both values when both validations pass", () => {
    expect(both(validateEmail(" a@b.nz "), validateVerificationCode("12 34"))).toEqual(
      Either.right(["a@b.nz", "1234"]),
    );
  });

  it("gives the messages of every failing field", () => {
    const result = both(validateEmail(""), validateVerificationCode(""));
    expect(Either.isLeft(result) && Object.keys(result.left).sort()).toEqual(["code", "email"]);
  });
});
