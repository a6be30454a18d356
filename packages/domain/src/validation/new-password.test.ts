import * as Either from "effect/Either";
import { describe, expect, it } from "vitest";
import { validateNewPassword } from "./new-password";

describe("validateNewPassword (AUTH-07)", () => {
  it("accepts a strong password confirmed", () => {
    expect(validateNewPassword({ newPassword: "Kia-ora-2026", confirmPassword: "Kia-ora-2026" })).toEqual(
      Either.right("Kia-ora-2026"),
    );
  });

  it("names the rules a weak password breaks and a missing confirmation", () => {
    const result = validateNewPassword({ newPassword: "short", confirmPassword: "" });
    expect(Either.isLeft(result) && result.left).toEqual({
      newPassword: [
        { key: "validation.password_too_short", params: { min: 10 } },
        { key: "validation.password_needs_upper" },
        { key: "validation.password_needs_number_or_symbol" },
      ],
      confirmPassword: [{ key: "validation.password_confirmation_required" }],
    });
  });

  it("requires the new password and a matching confirmation", () => {
    const result = validateNewPassword({ newPassword: "", confirmPassword: "x" });
    expect(Either.isLeft(result) && result.left).toEqual({
      newPassword: [{ key: "validation.required", params: { field: "validation.field_new_password" } }],
      confirmPassword: [{ key: "validation.password_confirmation_mismatch" }],
    });
  });
});
