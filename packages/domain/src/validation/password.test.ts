import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { isStrongPassword, passwordProblems, validatePassword } from "./password";
import { validatePasswordChange } from "./password-change";

const keys = (password: string) => passwordProblems(password).map((m) => m.key);

describe("password rule (spec 01 §5)", () => {
  it("accepts 10 characters with upper, lower and a number or symbol", () => {
    expect(isStrongPassword("Kiaora2024")).toBe(true);
    expect(isStrongPassword("Kiaora!abc")).toBe(true);
    expect(isStrongPassword("Āwhinaaaa1")).toBe(true);
    expect(isStrongPassword("Kiaoratea🙂")).toBe(true);
  });
  it("names each broken rule", () => {
    expect(keys("Kiaora1")).toEqual(["validation.password_too_short"]);
    expect(keys("kiaora2024")).toEqual(["validation.password_needs_upper"]);
    expect(keys("KIAORA2024")).toEqual(["validation.password_needs_lower"]);
    expect(keys("Kiaoraabcd")).toEqual(["validation.password_needs_number_or_symbol"]);
    expect(keys("Kiaora abcd")).toEqual(["validation.password_needs_number_or_symbol"]);
    expect(keys("")).toHaveLength(4);
  });
  it("passes the minimum as a param", () => {
    expect(passwordProblems("Aa1")[0]).toEqual({ key: "validation.password_too_short", params: { min: 10 } });
  });
  it("validates a new password without trimming it", () => {
    expect(validatePassword(" Kiaora2024 ")).toEqual(Either.right(" Kiaora2024 "));
    expect(validatePassword(undefined)).toEqual(
      Either.left({
        password: [{ key: "validation.required", params: { field: "validation.field_password" } }],
      }),
    );
    expect(Either.isLeft(validatePassword("short"))).toBe(true);
  });
});

describe("password change (PRO-02)", () => {
  const good = { oldPassword: "OldPassw0rd", newPassword: "NewPassw0rd", confirmPassword: "NewPassw0rd" };
  it("accepts a valid change", () => {
    expect(validatePasswordChange(good)).toEqual(
      Either.right({ oldPassword: "OldPassw0rd", newPassword: "NewPassw0rd" }),
    );
  });
  it("refuses the same old and new password", () => {
    const result = validatePasswordChange({
      ...good,
      newPassword: "OldPassw0rd",
      confirmPassword: "OldPassw0rd",
    });
    expect(result).toEqual(Either.left({ newPassword: [{ key: "validation.password_same_as_old" }] }));
  });
  it("requires and matches the confirmation", () => {
    expect(validatePasswordChange({ ...good, confirmPassword: "" })).toEqual(
      Either.left({ confirmPassword: [{ key: "validation.password_confirmation_required" }] }),
    );
    expect(validatePasswordChange({ ...good, confirmPassword: "NewPassw0rD" })).toEqual(
      Either.left({ confirmPassword: [{ key: "validation.password_confirmation_mismatch" }] }),
    );
  });
  it("requires the old and new passwords and applies the rule to the new one", () => {
    const result = validatePasswordChange({ oldPassword: "", newPassword: "", confirmPassword: "x" });
    expect(result).toEqual(
      Either.left({
        oldPassword: [{ key: "validation.required", params: { field: "validation.field_old_password" } }],
        newPassword: [{ key: "validation.required", params: { field: "validation.field_new_password" } }],
        confirmPassword: [{ key: "validation.password_confirmation_mismatch" }],
      }),
    );
    const weak = validatePasswordChange({ ...good, newPassword: "weak", confirmPassword: "weak" });
    expect(Either.isLeft(weak) && weak.left.newPassword?.map((m) => m.key)).toEqual([
      "validation.password_too_short",
      "validation.password_needs_upper",
      "validation.password_needs_number_or_symbol",
    ]);
  });
});
