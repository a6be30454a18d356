import { FieldLabels } from "./field-labels";
import { requiredMessage } from "./generic";
import { message, validated, type Check, type Validated } from "./messages";
import { passwordProblems } from "./password";

/** The three messages of the password change (spec 01 §5, PRO-02). */
export const PasswordChangeKeys = {
  sameAsOld: "validation.password_same_as_old",
  confirmationMismatch: "validation.password_confirmation_mismatch",
  confirmationRequired: "validation.password_confirmation_required",
} as const;

export interface PasswordChangeInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type PasswordChangeField = "oldPassword" | "newPassword" | "confirmPassword";

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
}

/**
 * Old password required; the new one meets the password rule and differs from the old one; the confirmation is
 * given and matches. The old password is then checked by re-authenticating, which is not a form rule.
 */
export const validatePasswordChange = (
  input: PasswordChangeInput,
): Validated<PasswordChange, PasswordChangeField> => {
  const { oldPassword, newPassword, confirmPassword } = input;
  const checks: Check<PasswordChangeField>[] = [
    ["oldPassword", oldPassword === "" ? requiredMessage(FieldLabels.oldPassword) : undefined],
  ];
  if (newPassword === "") checks.push(["newPassword", requiredMessage(FieldLabels.newPassword)]);
  else {
    for (const problem of passwordProblems(newPassword)) checks.push(["newPassword", problem]);
    if (oldPassword !== "" && newPassword === oldPassword)
      checks.push(["newPassword", message(PasswordChangeKeys.sameAsOld)]);
  }
  if (confirmPassword === "")
    checks.push(["confirmPassword", message(PasswordChangeKeys.confirmationRequired)]);
  else if (confirmPassword !== newPassword)
    checks.push(["confirmPassword", message(PasswordChangeKeys.confirmationMismatch)]);
  return validated(checks, () => ({ oldPassword, newPassword }));
};
