import { FieldLabels } from "./field-labels";
import { requiredMessage } from "./generic";
import { message, validated, type Check, type Validated } from "./messages";
import { passwordProblems } from "./password";
import { PasswordChangeKeys } from "./password-change";

export interface NewPasswordInput {
  readonly newPassword: string;
  readonly confirmPassword: string;
}

export type NewPasswordField = "newPassword" | "confirmPassword";

/**
 * A new password without the old one (forgot password, AUTH-07): it meets the password rule, and the confirmation
 * is given and matches, with the messages of the password change (spec 01 §5).
 */
export const validateNewPassword = (input: NewPasswordInput): Validated<string, NewPasswordField> => {
  const { newPassword, confirmPassword } = input;
  const checks: Check<NewPasswordField>[] =
    newPassword === ""
      ? [["newPassword", requiredMessage(FieldLabels.newPassword)]]
      : passwordProblems(newPassword).map((problem) => ["newPassword", problem] as const);
  if (confirmPassword === "")
    checks.push(["confirmPassword", message(PasswordChangeKeys.confirmationRequired)]);
  else if (confirmPassword !== newPassword)
    checks.push(["confirmPassword", message(PasswordChangeKeys.confirmationMismatch)]);
  return validated(checks, () => newPassword);
};
