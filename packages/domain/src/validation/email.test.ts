import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { isEmailFormat, sameEmail, validateEmail } from "./email";
import { validateEmailChange } from "./email-change";
import { validateVerificationCode, verificationCodeIncorrect } from "./verification-code";

const invalid = (field: string) => ({ key: "validation.format_invalid", params: { field } });

describe("e-mail format", () => {
  it.each(["aroha@example.co.nz", "a.b+tag@sub.example.com", "x_y@e-x.nz"])("accepts %s", (email) =>
    expect(isEmailFormat(email)).toBe(true),
  );
  it.each(["", "aroha", "aroha@", "@example.nz", "aroha@host", "a b@example.nz", "a@-x.nz", "a@@x.nz"])(
    "refuses %j",
    (email) => expect(isEmailFormat(email)).toBe(false),
  );
  it("refuses addresses over 254 characters", () =>
    expect(isEmailFormat(`${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.nz`)).toBe(
      false,
    ));
  it("validates and trims", () => {
    expect(validateEmail(" Aroha@Example.nz ")).toEqual(Either.right("Aroha@Example.nz"));
    expect(validateEmail("nope")).toEqual(Either.left({ email: [invalid("validation.field_email")] }));
    expect(validateEmail(undefined)).toEqual(
      Either.left({ email: [{ key: "validation.required", params: { field: "validation.field_email" } }] }),
    );
    expect(validateEmail(`${"a".repeat(250)}@x.nz`)).toEqual(
      Either.left({
        email: [{ key: "validation.too_long", params: { field: "validation.field_email", max: 254 } }],
      }),
    );
  });
  it("compares addresses ignoring case and spaces", () => {
    expect(sameEmail(" A@B.nz", "a@b.NZ ")).toBe(true);
    expect(sameEmail("a@b.nz", undefined)).toBe(false);
  });
});

describe("e-mail change (PRO-03)", () => {
  const base = { currentEmail: "old@example.nz", email: "new@example.nz", confirmEmail: "new@example.nz" };
  it("accepts a new, confirmed address", () =>
    expect(validateEmailChange({ ...base, email: " new@example.nz " })).toEqual(
      Either.right("new@example.nz"),
    ));
  it("refuses the current address", () =>
    expect(validateEmailChange({ ...base, email: "OLD@example.nz", confirmEmail: "old@example.nz" })).toEqual(
      Either.left({ email: [{ key: "validation.email_same_as_current" }] }),
    ));
  it("requires a matching confirmation", () => {
    expect(validateEmailChange({ ...base, confirmEmail: "other@example.nz" })).toEqual(
      Either.left({ confirmEmail: [{ key: "validation.email_confirmation_mismatch" }] }),
    );
    expect(validateEmailChange({ ...base, confirmEmail: " " })).toEqual(
      Either.left({
        confirmEmail: [{ key: "validation.required", params: { field: "validation.field_confirm_email" } }],
      }),
    );
  });
  it("checks the format first", () =>
    expect(validateEmailChange({ ...base, email: "bad", confirmEmail: "bad" })).toEqual(
      Either.left({ email: [invalid("validation.field_email")] }),
    ));
  it("works without a current address", () =>
    expect(validateEmailChange({ ...base, currentEmail: undefined })).toEqual(
      Either.right("new@example.nz"),
    ));
});

describe("verification code", () => {
  it("is required and loses typed spaces", () => {
    expect(validateVerificationCode(" 123 456 ")).toEqual(Either.right("123456"));
    expect(validateVerificationCode("")).toEqual(
      Either.left({
        code: [{ key: "validation.required", params: { field: "validation.field_verification_code" } }],
      }),
    );
  });
  it("has the incorrect-code message", () =>
    expect(verificationCodeIncorrect()).toEqual({ key: "validation.verification_code_incorrect" }));
});
